import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Circle } from 'lucide-react';
import type { User } from '@scribe/contracts';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toast';
import { InitialsAvatar } from '@/components/ui/avatar';
import { FormField } from '@/components/form-field';
import { GenderSelect } from '@/components/gender-select';
import { PageHeader } from '@/components/page-header';
import { PasswordInput } from '@/components/password-input';
import { errorMessage } from '@/lib/api-client';
import { fullName } from '@/lib/format';
import { cn } from '@/lib/utils';
import { changePasswordFormSchema, useChangePassword, type ChangePasswordFormValues } from '../api/change-password';
import { updateProfileSchema, useUpdateProfile } from '../api/update-profile';

/** docs/product.md, Profile: the requirements list of the Change Password form. */
export const PASSWORD_REQUIREMENTS = [
  { label: 'Minimum 8 characters', test: (v: string) => v.length >= 8 },
  { label: 'At least one lowercase and one uppercase character', test: (v: string) => /[a-z]/.test(v) && /[A-Z]/.test(v) },
  { label: 'At least one number, symbol or whitespace', test: (v: string) => /[\d\W_\s]/.test(v) },
];

function ProfileForm({ user }: { user: User }) {
  const { register, handleSubmit, formState, control, reset } = useForm<z.input<typeof updateProfileSchema>, unknown, z.output<typeof updateProfileSchema>>({
    resolver: zodResolver(updateProfileSchema),
    mode: 'onChange',
    defaultValues: { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone, gender: user.gender },
  });
  const mutation = useUpdateProfile(user._id);
  const errors = formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit((values) =>
        mutation.mutate(
          { ...values, email: user.email },
          {
            onSuccess: ({ data }) => {
              toast({ title: 'Profile updated successfully' });
              reset({ first_name: data.first_name, last_name: data.last_name, email: data.email, phone: data.phone, gender: data.gender });
            },
            onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
          },
        ),
      )}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="first_name" label="First name" error={errors.first_name?.message}>
          <Input autoComplete="given-name" {...register('first_name')} />
        </FormField>
        <FormField id="last_name" label="Last name" error={errors.last_name?.message}>
          <Input autoComplete="family-name" {...register('last_name')} />
        </FormField>
      </div>
      <FormField id="email" label="Email" hint={<p className="text-xs text-muted-foreground">Email cannot be changed.</p>}>
        <Input type="email" value={user.email} readOnly disabled />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="phone" label="Phone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register('phone')} />
        </FormField>
        <FormField id="gender" label="Gender" error={errors.gender?.message}>
          <GenderSelect control={control} name="gender" />
        </FormField>
      </div>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />}
          Update Profile
        </Button>
      </div>
    </form>
  );
}

function ChangePasswordForm() {
  const { register, handleSubmit, formState, control, reset } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    mode: 'onChange',
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const mutation = useChangePassword();
  const newPassword = useWatch({ control, name: 'new_password' }) ?? '';
  const errors = formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={handleSubmit(({ current_password, new_password }) =>
        mutation.mutate(
          { current_password, new_password },
          {
            onSuccess: () => {
              toast({ title: 'Password updated successfully' });
              reset();
            },
            onError: (error) => toast({ title: errorMessage(error), variant: 'destructive' }),
          },
        ),
      )}
    >
      <FormField id="current_password" label="Current password" error={errors.current_password?.message}>
        <PasswordInput autoComplete="current-password" {...register('current_password')} />
      </FormField>
      <FormField id="new_password" label="New password" error={errors.new_password?.message}>
        <PasswordInput autoComplete="new-password" {...register('new_password')} />
      </FormField>
      <FormField id="confirm_password" label="Confirm password" error={errors.confirm_password?.message}>
        <PasswordInput autoComplete="new-password" {...register('confirm_password')} />
      </FormField>
      <ul className="grid gap-1.5 rounded-lg bg-muted/60 p-3 text-sm" aria-label="Password requirements">
        {PASSWORD_REQUIREMENTS.map(({ label, test }) => {
          const met = test(newPassword);
          return (
            <li key={label} className={cn('flex items-center gap-2', met ? 'text-[oklch(0.45_0.12_155)]' : 'text-muted-foreground')}>
              {met ? <Check className="size-4" aria-hidden="true" /> : <Circle className="size-3.5" aria-hidden="true" />}
              {label}
              <span className="sr-only">{met ? '(met)' : '(not met)'}</span>
            </li>
          );
        })}
      </ul>
      <div>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending && <Spinner label="Saving" />}
          Change Password
        </Button>
      </div>
    </form>
  );
}

export function ProfilePage({ user }: { user: User }) {
  const name = fullName(user);
  useEffect(() => {
    document.title = 'Profile · Clinical Scribe';
  }, []);
  return (
    <div className="grid max-w-3xl gap-6">
      <PageHeader title="My Profile" description="Your details and your password." />
      <Card className="flex-row items-center gap-4 px-5 py-4">
        <InitialsAvatar name={name} className="size-12 text-base" />
        <div className="min-w-0">
          <p className="truncate font-medium">{name}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email}</p>
        </div>
      </Card>
      <Tabs defaultValue="profile">
        <TabsList>
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="password">Change Password</TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <Card>
            <CardHeader>
              <CardTitle>Profile</CardTitle>
              <CardDescription>How you appear in the app.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm user={user} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="password">
          <Card>
            <CardHeader>
              <CardTitle>Change Password</CardTitle>
              <CardDescription>You stay signed in on this device after the change.</CardDescription>
            </CardHeader>
            <CardContent>
              <ChangePasswordForm />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
