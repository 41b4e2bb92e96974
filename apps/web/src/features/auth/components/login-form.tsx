import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { PasswordInput } from '@/components/password-input';
import { errorMessage } from '@/lib/api-client';
import { loginSchema, useLogin } from '../api/login';
import { AuthHeading, FormErrorAlert } from './auth-card';
import { REQUEST_STATE_RESET_MS, useAfterDelay } from './use-timed';

const REMEMBER_KEY = 'remember_email';

export function LoginForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const remembered = localStorage.getItem(REMEMBER_KEY);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    mode: 'onChange',
    defaultValues: { email: params.get('email') ?? remembered ?? '', password: '' },
  });
  const { register, handleSubmit, formState } = form;
  const [remember, setRemember] = useState(Boolean(remembered));
  const mutation = useLogin({ onSuccess: () => navigate('/patients', { replace: true }) });
  // docs/product.md, Sign-in screens: the request state resets 3 s after it settles.
  useAfterDelay(mutation.isError || mutation.isSuccess, REQUEST_STATE_RESET_MS, () => mutation.reset());

  const onSubmit = handleSubmit((values) => {
    if (remember) localStorage.setItem(REMEMBER_KEY, values.email);
    else localStorage.removeItem(REMEMBER_KEY);
    mutation.mutate(values);
  });

  return (
    <div>
      <AuthHeading title="Welcome back" description="Log in to your practitioner account." />
      <FormErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id="email" label="Email" error={formState.errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="Enter your email" {...register('email')} />
        </FormField>
        <FormField id="password" label="Password" error={formState.errors.password?.message}>
          <PasswordInput autoComplete="current-password" placeholder="Enter your password" {...register('password')} />
        </FormField>
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox
              id="remember"
              checked={remember}
              onCheckedChange={(checked) => setRemember(checked === true)}
            />
            <Label htmlFor="remember" className="font-normal">
              Remember me
            </Label>
          </div>
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={mutation.isPending} className="mt-1 w-full">
          {mutation.isPending && <Spinner label="Logging in" />}
          Login
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Don&apos;t have an account?{' '}
        <Link to="/registration" className="font-medium text-primary hover:underline">
          Sign up
        </Link>
      </p>
    </div>
  );
}
