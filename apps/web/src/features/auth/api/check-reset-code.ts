import { useMutation } from '@tanstack/react-query';
import { resetCheckBody } from '@scribe/contracts';
import type { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';

export const checkResetCodeSchema = resetCheckBody;
export type CheckResetCodeInput = z.input<typeof resetCheckBody>;

export function checkResetCode(input: CheckResetCodeInput): Promise<Envelope<unknown>> {
  return api.post('/auth/reset/check', input);
}

export function useCheckResetCode() {
  return useMutation({ mutationFn: checkResetCode });
}
