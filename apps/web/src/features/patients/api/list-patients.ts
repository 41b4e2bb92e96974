import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import { PAGE_SIZE, type Patient, type PatientSearchField } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';

export interface PatientListParams {
  page: number;
  search: string;
  searchBy: PatientSearchField;
  sort: 'asc' | 'desc';
}

export interface PatientPage {
  docs: Patient[];
  totalDocs: number;
  totalPages: number;
  page: number;
  limit: number;
}

/** docs/product.md, Patient list: the search box is disabled, and search sent empty, for these fields. */
export const UNSEARCHABLE_FIELDS: readonly PatientSearchField[] = ['birth_date', 'gender'];

/** docs/product.md, API: offset = (page-1)*limit; order = direction; sort_field = search_field = field; search only when typed. */
export function patientListQuery(params: PatientListParams) {
  const unsearchable = UNSEARCHABLE_FIELDS.includes(params.searchBy);
  const search = params.search.trim();
  return {
    limit: PAGE_SIZE,
    offset: (params.page - 1) * PAGE_SIZE,
    order: params.sort,
    sort_field: params.searchBy,
    search_field: params.searchBy,
    search: unsearchable ? '' : search || undefined,
  };
}

export function listPatients(params: PatientListParams): Promise<Envelope<PatientPage>> {
  return api.get<Envelope<PatientPage>>('/patients/mine', patientListQuery(params));
}

export const patientsQueryKey = (userId: string) => ['patients', userId] as const;

export function patientsQueryOptions(userId: string, params: PatientListParams) {
  return queryOptions({
    queryKey: [...patientsQueryKey(userId), params] as const,
    queryFn: () => listPatients(params),
    placeholderData: keepPreviousData,
  });
}

export function usePatients(userId: string, params: PatientListParams) {
  return useQuery(patientsQueryOptions(userId, params));
}
