import { useMutation } from '@tanstack/react-query';
import { loginBody, type LoginBody, type Session } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { storeSession } from '@/lib/session';

export const loginSchema = loginBody;
export type LoginInput = LoginBody;

export function login(input: LoginInput): Promise<Envelope<Session>> {
  return api.post<Envelope<Session>>('/auth/login', input);
}

export function useLogin(options: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ data }) => {
      storeSession(data.access_token, data.user);
      options.onSuccess?.();
    },
  });
}
