import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { errorMessage } from '@/lib/api-client';
import { forgotPasswordSchema, useRequestResetCode } from '../api/forgot-password';
import { AuthHeading, FormErrorAlert, FormSuccessAlert } from './auth-card';
import { ALERT_MS, CODE_REDIRECT_MS, useAfterDelay } from './use-timed';

export const CODE_SENT_MESSAGE = 'Please check your email we sent you a code';

export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, getValues } = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const mutation = useRequestResetCode();
  useAfterDelay(mutation.isSuccess, CODE_REDIRECT_MS, () =>
    navigate(`/verify-code?email=${encodeURIComponent(getValues('email').trim().toLowerCase())}`),
  );
  useAfterDelay(mutation.isError, ALERT_MS, () => mutation.reset());

  return (
    <div>
      <AuthHeading title="Forgot password" description="Enter the email of your account and we'll send you a verification code." />
      <FormErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
      <FormSuccessAlert message={mutation.isSuccess ? CODE_SENT_MESSAGE : null} />
      <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate className="grid gap-4">
        <FormField id="email" label="Email" error={formState.errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="Enter your email" {...register('email')} />
        </FormField>
        <Button type="submit" size="lg" disabled={mutation.isPending || mutation.isSuccess} className="w-full">
          {mutation.isPending && <Spinner label="Sending code" />}
          Send code
        </Button>
      </form>
      <BackToLogin />
    </div>
  );
}

export function BackToLogin() {
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className="inline-flex items-center gap-1.5 font-medium text-primary hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to login
      </Link>
    </p>
  );
}
