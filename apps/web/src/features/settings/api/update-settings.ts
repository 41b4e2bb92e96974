import { useMutation, useQueryClient } from '@tanstack/react-query';
import { practitionerSettings, type PractitionerSettings, type SettingsView } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { settingsQueryKey } from './get-settings';

export const updateSettingsSchema = practitionerSettings;

export function updateSettings(input: PractitionerSettings): Promise<Envelope<SettingsView>> {
  return api.put<Envelope<SettingsView>>('/settings', input);
}

export function useUpdateSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (response) => queryClient.setQueryData(settingsQueryKey(userId), response),
  });
}
