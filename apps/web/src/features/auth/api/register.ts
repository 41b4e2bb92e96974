import { useMutation } from '@tanstack/react-query';
import { registerBody, type RegisterBody, type Session } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { storeSession } from '@/lib/session';

export const registerSchema = registerBody;
export type RegisterInput = RegisterBody;

export function register(input: RegisterInput): Promise<Envelope<Session>> {
  return api.post<Envelope<Session>>('/auth/register', input);
}

export function useRegister(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ data }) => {
      storeSession(data.access_token, data.user);
      options.onSuccess?.();
    },
  });
}
