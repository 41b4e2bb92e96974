import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type EncounterSummary } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';

export interface EncounterListParams {
  patient: string;
  page: number;
  archived: boolean;
}
export interface EncounterPage {
  docs: EncounterSummary[];
  totalDocs: number;
  totalPages: number;
  page: number;
  limit: number;
}

/** docs/product.md, API: patient, limit 25, offset (page-1)*25, is_archived. */
export function listEncounters(params: EncounterListParams): Promise<Envelope<EncounterPage>> {
  return api.get<Envelope<EncounterPage>>('/encounters/mine', {
    patient: params.patient || undefined,
    limit: PAGE_SIZE,
    offset: (params.page - 1) * PAGE_SIZE,
    is_archived: params.archived,
  });
}

export const encountersQueryKey = (userId: string) => ['encounters', userId] as const;

export function encountersQueryOptions(userId: string, params: EncounterListParams) {
  return queryOptions({
    queryKey: [...encountersQueryKey(userId), 'list', params] as const,
    queryFn: () => listEncounters(params),
    placeholderData: keepPreviousData,
  });
}

export function useEncounters(userId: string, params: EncounterListParams) {
  return useQuery(encountersQueryOptions(userId, params));
}
