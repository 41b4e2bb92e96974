import { S3Client } from '@aws-sdk/client-s3';
import { AudioStore, deleteEncounterAudio, pruneAudio } from './audio-store.js';
import { deleteS3EncounterAudio, parseS3Location, pruneS3Audio, S3AudioStore } from './s3-audio-store.js';

/** One recording's stored audio: frames kept once each, by sequence number. */
export interface RecordingAudio {
  /** The highest sequence number stored (-1 when none). */
  readonly stored: number;
  /** Stores the frame unless it is already stored; answers whether it was new. */
  append(seq: number, pcm: Buffer): Promise<boolean>;
}

/** Where every process of a deployment keeps recorded audio, so that a stream can continue on any API process. */
export interface AudioStorage {
  open(encounterId: string, recording: string): Promise<RecordingAudio>;
  deleteEncounter(encounterId: string): Promise<void>;
  /** Deletes the audio of encounters not written to for `retentionDays` before `now`; answers their ids. */
  prune(retentionDays: number, now?: number): Promise<string[]>;
}

/**
 * The audio store the configuration names (decision 81): `DATA_DIR/audio` by default (a shared directory when
 * several API processes run), or S3-compatible object storage when AUDIO_STORE is `s3://bucket/prefix`
 * (credentials from the standard AWS environment; `AUDIO_S3_ENDPOINT` for another service than AWS).
 */
export function createAudioStorage(options: { dataDir: string; audioStore?: string; region?: string; endpoint?: string }): AudioStorage {
  const { dataDir, audioStore } = options;
  if (!audioStore) {
    return {
      open: (encounterId, recording) => AudioStore.open(dataDir, encounterId, recording),
      deleteEncounter: (encounterId) => deleteEncounterAudio(dataDir, encounterId),
      prune: (retentionDays, now) => pruneAudio(dataDir, retentionDays, now),
    };
  }
  const location = parseS3Location(audioStore);
  const client = new S3Client({
    region: options.region ?? 'us-east-1',
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
  });
  return {
    open: (encounterId, recording) => S3AudioStore.open(client, location, encounterId, recording),
    deleteEncounter: (encounterId) => deleteS3EncounterAudio(client, location, encounterId),
    prune: (retentionDays, now) => pruneS3Audio(client, location, retentionDays, now),
  };
}
