import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Revokes the token on the server; the caller clears storage whatever the answer. */
export function logout(): Promise<unknown> {
  return api.post('/auth/logout', {}, { ignoreUnauthorized: true });
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
