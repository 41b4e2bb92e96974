import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { errorMessage } from '@/lib/api-client';
import { resetPasswordFormSchema, useResetPassword, type ResetPasswordFormValues } from '../api/reset-password';
import { AuthHeading, FormErrorAlert, FormSuccessAlert } from './auth-card';
import { BackToLogin } from './forgot-password-form';
import { ALERT_MS, RESET_REDIRECT_MS, useAfterDelay } from './use-timed';

export function ResetPasswordForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  const { register, handleSubmit, formState } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { password: '', confirm_password: '' },
  });
  const mutation = useResetPassword();
  useAfterDelay(mutation.isSuccess, RESET_REDIRECT_MS, () => navigate(`/login?email=${encodeURIComponent(email)}`));
  useAfterDelay(mutation.isError, ALERT_MS, () => mutation.reset());

  return (
    <div>
      <AuthHeading title="Reset password" description="Choose a new password for your account." />
      <FormErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
      <FormSuccessAlert message={mutation.isSuccess ? 'Your password has been reset. Please log in.' : null} />
      <form onSubmit={handleSubmit((values) => mutation.mutate({ email, code, password: values.password }))} noValidate className="grid gap-4">
        <FormField id="password" label="Password" error={formState.errors.password?.message}>
          <PasswordInput autoComplete="new-password" placeholder="New password" {...register('password')} />
        </FormField>
        <FormField id="confirm_password" label="Confirm password" error={formState.errors.confirm_password?.message}>
          <PasswordInput autoComplete="new-password" placeholder="Confirm new password" {...register('confirm_password')} />
        </FormField>
        <Button type="submit" size="lg" disabled={mutation.isPending || mutation.isSuccess} className="w-full">
          {mutation.isPending && <Spinner label="Saving" />}
          Reset password
        </Button>
      </form>
      <BackToLogin />
    </div>
  );
}
