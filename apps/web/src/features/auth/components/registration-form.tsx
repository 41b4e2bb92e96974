import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/form-field';
import { GenderSelect } from '@/components/gender-select';
import { PasswordInput } from '@/components/password-input';
import { errorMessage } from '@/lib/api-client';
import { registerSchema, useRegister } from '../api/register';
import { AuthHeading, FormErrorAlert } from './auth-card';
import { REQUEST_STATE_RESET_MS, useAfterDelay } from './use-timed';

export function RegistrationForm() {
  const navigate = useNavigate();
  const { register, handleSubmit, formState, control } = useForm<z.input<typeof registerSchema>, unknown, z.output<typeof registerSchema>>({
    resolver: zodResolver(registerSchema),
    mode: 'onChange',
    defaultValues: { first_name: '', last_name: '', email: '', password: '', phone: '' },
  });
  const mutation = useRegister({ onSuccess: () => navigate('/patients', { replace: true }) });
  useAfterDelay(mutation.isError || mutation.isSuccess, REQUEST_STATE_RESET_MS, () => mutation.reset());
  const errors = formState.errors;

  return (
    <div>
      <AuthHeading title="Create your account" description="Start documenting visits in minutes." />
      <FormErrorAlert message={mutation.isError ? errorMessage(mutation.error) : null} />
      <form onSubmit={handleSubmit((values) => mutation.mutate(values))} noValidate className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="first_name" label="First name" error={errors.first_name?.message}>
            <Input autoComplete="given-name" placeholder="Practitioner first name" {...register('first_name')} />
          </FormField>
          <FormField id="last_name" label="Last name" error={errors.last_name?.message}>
            <Input autoComplete="family-name" placeholder="Practitioner last name" {...register('last_name')} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="gender" label="Gender" error={errors.gender?.message}>
            <GenderSelect control={control} name="gender" />
          </FormField>
          <FormField id="phone" label="Phone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" placeholder="Practitioner phone number" {...register('phone')} />
          </FormField>
        </div>
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="Practitioner email" {...register('email')} />
        </FormField>
        <FormField id="password" label="Password" error={errors.password?.message}>
          <PasswordInput autoComplete="new-password" placeholder="Create a password" {...register('password')} />
        </FormField>
        <Button type="submit" size="lg" disabled={mutation.isPending} className="mt-1 w-full">
          {mutation.isPending && <Spinner label="Creating account" />}
          Sign up
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">
          Login
        </Link>
      </p>
    </div>
  );
}
