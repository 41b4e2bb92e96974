import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Encounter } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { encounterQueryKey } from './get-encounter';

/** Reset Transcript: clears the transcript on the server. */
export function resetEncounter(id: string): Promise<Envelope<Encounter>> {
  return api.post<Envelope<Encounter>>(`/encounters/${id}/reset`);
}

export function useResetEncounter(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetEncounter(id),
    onSuccess: (response) => queryClient.setQueryData(encounterQueryKey(userId, id), response),
  });
}
