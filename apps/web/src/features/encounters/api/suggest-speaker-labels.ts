import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { speakerLabelsAnswer } from '@scribe/contracts';
import { api, type Envelope } from '@/lib/api-client';

export type SpeakerLabels = z.infer<typeof speakerLabelsAnswer>;

/** The editor's text with speaker lines suggested by the server (issue 11); nothing is saved. */
export function suggestSpeakerLabels(input: { id: string; transcript: string }): Promise<Envelope<SpeakerLabels>> {
  return api.post<Envelope<SpeakerLabels>>(`/encounters/${input.id}/transcript/speaker-labels`, { transcript: input.transcript });
}

export function useSuggestSpeakerLabels(id: string) {
  return useMutation({ mutationFn: (transcript: string) => suggestSpeakerLabels({ id, transcript }) });
}
