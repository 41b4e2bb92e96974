import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ARCHIVABLE_STATUSES, type Encounter, type EncounterStatus } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { encountersQueryKey } from './list-encounters';

/** docs/product.md, Encounter lifecycle: archive and unarchive are offered only for completed, failed and on-going encounters. */
export function canArchive(status: EncounterStatus): boolean {
  return ARCHIVABLE_STATUSES.includes(status);
}

/** Toggles is_archived. */
export function archiveEncounter(id: string): Promise<Envelope<Encounter>> {
  return api.post<Envelope<Encounter>>(`/encounters/${id}/archive`);
}

export function useArchiveEncounter(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveEncounter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: encountersQueryKey(userId) }),
  });
}
