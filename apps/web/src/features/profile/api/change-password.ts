import { useMutation } from '@tanstack/react-query';
import { changePasswordBody, type Session } from '@scribe/contracts';
import { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';
import { storeSession } from '@/lib/session';

/** The form adds the confirmation: 'Passwords did not match' (docs/product.md, Validation). */
export const changePasswordFormSchema = changePasswordBody
  .extend({ confirm_password: z.string() })
  .refine((values) => values.new_password === values.confirm_password, {
    message: 'Passwords did not match',
    path: ['confirm_password'],
  });
export type ChangePasswordFormValues = z.input<typeof changePasswordFormSchema>;

export function changePassword(input: { current_password: string; new_password: string }): Promise<Envelope<Session>> {
  return api.post<Envelope<Session>>('/auth/change-password', input);
}

/** The server revokes the old token and answers a new session: keep it. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ data }) => storeSession(data.access_token, data.user),
  });
}
