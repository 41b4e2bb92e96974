import { useMutation } from '@tanstack/react-query';
import { updateUserBody, type UpdateUserBody, type User } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { storeUser } from '@/lib/session';

export const updateProfileSchema = updateUserBody;
export type UpdateProfileInput = UpdateUserBody;

export function updateProfile(id: string, input: UpdateProfileInput): Promise<Envelope<User>> {
  return api.put<Envelope<User>>(`/users/${id}`, input);
}

/** docs/product.md, Profile: success replaces the stored user. */
export function useUpdateProfile(userId: string) {
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(userId, input),
    onSuccess: ({ data }) => storeUser(data),
  });
}
