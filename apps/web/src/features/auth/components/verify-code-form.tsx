import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { verificationCodeField } from '@scribe/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { errorMessage } from '@/lib/api-client';
import { useCountdown } from '@/lib/hooks';
import { useCheckResetCode } from '../api/check-reset-code';
import { useRequestResetCode } from '../api/forgot-password';
import { AuthHeading, FormErrorAlert, FormSuccessAlert } from './auth-card';
import { BackToLogin } from './forgot-password-form';
import { ALERT_MS, CODE_REDIRECT_MS, RESEND_COOLDOWN_S, useAfterDelay } from './use-timed';

const verifyCodeFormSchema = z.object({ code: verificationCodeField });

export function VerifyCodeForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const { register, handleSubmit, formState, getValues } = useForm<z.input<typeof verifyCodeFormSchema>, unknown, z.output<typeof verifyCodeFormSchema>>({
    resolver: zodResolver(verifyCodeFormSchema),
    mode: 'onChange',
    defaultValues: { code: '' },
  });
  const check = useCheckResetCode();
  useAfterDelay(check.isSuccess, CODE_REDIRECT_MS, () =>
    navigate(`/reset-password?email=${encodeURIComponent(email)}&code=${encodeURIComponent(getValues('code').trim())}`),
  );
  useAfterDelay(check.isError, ALERT_MS, () => check.reset());

  return (
    <div>
      <AuthHeading
        title="Verify code"
        description={
          <>
            Enter the 6-digit code we sent to <span className="font-medium text-foreground">{email || 'your email'}</span>.
          </>
        }
      />
      <FormErrorAlert message={check.isError ? errorMessage(check.error) : null} />
      <FormSuccessAlert message={check.isSuccess ? 'Code verified. Taking you to reset your password...' : null} />
      <form onSubmit={handleSubmit((values) => check.mutate({ email, code: values.code }))} noValidate className="grid gap-4">
        <FormField id="code" label="Verification code" error={formState.errors.code?.message}>
          <Input inputMode="numeric" autoComplete="one-time-code" placeholder="Enter verification code" className="tracking-widest" {...register('code')} />
        </FormField>
        <Button type="submit" size="lg" disabled={check.isPending || check.isSuccess} className="w-full">
          {check.isPending && <Spinner label="Verifying" />}
          Verify
        </Button>
      </form>
      <ResendCodeButton email={email} />
      <BackToLogin />
    </div>
  );
}

/** docs/product.md, Sign-in screens: idle → loading → 'Resend in N Seconds' for 30 s → idle; an error returns to idle. */
export function ResendCodeButton({ email }: { email: string }) {
  const resend = useRequestResetCode();
  const countdown = useCountdown();
  const counting = countdown.remaining > 0;
  return (
    <div className="mt-4 grid justify-items-center gap-2">
      {resend.isError && !counting && <p className="text-sm text-destructive">{errorMessage(resend.error)}</p>}
      <Button
        variant="link"
        disabled={resend.isPending || counting || !email}
        onClick={() =>
          resend.mutate(
            { email },
            {
              onSuccess: () => countdown.start(RESEND_COOLDOWN_S),
            },
          )
        }
      >
        {resend.isPending && <Spinner label="Sending code" />}
        {counting ? `Resend in ${countdown.remaining} Seconds` : 'Resend code'}
      </Button>
    </div>
  );
}
