import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveTranscriptBody, type Encounter } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';
import { encounterQueryKey } from './get-encounter';

export const saveTranscriptSchema = saveTranscriptBody;

export function saveTranscript(input: { id: string; transcript: string }): Promise<Envelope<Encounter>> {
  return api.put<Envelope<Encounter>>(`/encounters/${input.id}/transcript`, { transcript: input.transcript });
}

export function useSaveTranscript(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transcript: string) => saveTranscript({ id, transcript }),
    onSuccess: (response) => queryClient.setQueryData(encounterQueryKey(userId, id), response),
  });
}
