import { useMutation } from '@tanstack/react-query';
import { forgotPasswordBody } from '@scribe/contracts';
import type { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';

export const forgotPasswordSchema = forgotPasswordBody;
export type ForgotPasswordInput = z.input<typeof forgotPasswordBody>;

export function requestResetCode(input: ForgotPasswordInput): Promise<Envelope<unknown>> {
  return api.post('/auth/forgot-password', input);
}

export function useRequestResetCode() {
  return useMutation({ mutationFn: requestResetCode });
}
