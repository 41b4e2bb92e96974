import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Encounter } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { encountersQueryKey } from './list-encounters';

/** Checkout (docs/product.md, Encounter lifecycle): POST /encounters/:id/finish; on success the details query is refreshed. */
export function finishEncounter(id: string): Promise<Envelope<Encounter>> {
  return api.post<Envelope<Encounter>>(`/encounters/${id}/finish`);
}

export function useFinishEncounter(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finishEncounter(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: encountersQueryKey(userId) }),
  });
}
