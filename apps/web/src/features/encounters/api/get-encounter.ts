import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIVE_STATUSES, type Encounter } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { encountersQueryKey } from './list-encounters';

/** docs/product.md, Encounter details: while notes are generated the encounter is re-fetched every 5500 ms. */
export const NOTES_POLL_INTERVAL_MS = 5500;

export function getEncounter(id: string): Promise<Envelope<Encounter>> {
  return api.get<Envelope<Encounter>>(`/encounters/${id}`);
}

export const encounterQueryKey = (userId: string, id: string) => [...encountersQueryKey(userId), 'detail', id] as const;

/** Statuses that show the waiting view (anything but live, completed and failed). */
export function isWaitingStatus(status: string): boolean {
  return !(LIVE_STATUSES as readonly string[]).includes(status) && status !== 'completed' && status !== 'failed';
}

export function encounterQueryOptions(userId: string, id: string) {
  return queryOptions({
    queryKey: encounterQueryKey(userId, id),
    queryFn: () => getEncounter(id),
    refetchInterval: (query) => {
      const status = query.state.data?.data.status;
      return status && isWaitingStatus(status) ? NOTES_POLL_INTERVAL_MS : false;
    },
  });
}

export function useEncounter(userId: string, id: string) {
  return useQuery(encounterQueryOptions(userId, id));
}
