import { useMutation } from '@tanstack/react-query';
import { newPasswordField, resetBody } from '@scribe/contracts';
import { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';

export type ResetPasswordInput = z.input<typeof resetBody>;

/** The form: password and its confirmation (docs/product.md, Validation); email and code come from the query. */
export const resetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    confirm_password: z
      .string({ error: 'Confirm Password is required.' })
      .min(1, 'Confirm Password is required.')
      .max(30, 'Confirm Password is required.'),
  })
  .refine((values) => values.password === values.confirm_password, {
    message: "Passwords don't match",
    path: ['confirm_password'],
  });
export type ResetPasswordFormValues = z.input<typeof resetPasswordFormSchema>;

export function resetPassword(input: ResetPasswordInput): Promise<Envelope<unknown>> {
  return api.post('/auth/reset', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
