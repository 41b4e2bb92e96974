import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsView } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';

export function getSettings(): Promise<Envelope<SettingsView>> {
  return api.get<Envelope<SettingsView>>('/settings/mine');
}

export const settingsQueryKey = (userId: string) => ['settings', userId] as const;

export function settingsQueryOptions(userId: string) {
  return queryOptions({ queryKey: settingsQueryKey(userId), queryFn: getSettings });
}

export function useSettings(userId: string) {
  return useQuery(settingsQueryOptions(userId));
}
