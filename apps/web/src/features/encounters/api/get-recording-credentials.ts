import { recordingCredentials } from '@scribe/contracts';
import type { z } from 'zod';
import { api, type Envelope } from '@/lib/api-client';

export type RecordingCredentials = z.infer<typeof recordingCredentials>;

/** A short-lived, single-use streaming ticket; fetched right before each recording starts. */
export function getRecordingCredentials(encounterId: string): Promise<Envelope<RecordingCredentials>> {
  return api.get<Envelope<RecordingCredentials>>(`/encounters/${encounterId}/recording-credentials`);
}
