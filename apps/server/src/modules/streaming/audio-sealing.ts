import fs from 'node:fs';
import path from 'node:path';
import { keyring, SealedDataError, sealedChunkKeyId, type Keyring } from '../../lib/sealing.js';

/**
 * Recorded audio sealed at rest (decision 66). Each frame is sealed before it is handed to the audio store
 * and opened after it is read back, so the store keeps bytes only and does not know about keys: the
 * `.frames` index it writes gives each stored (sealed) frame's offset and length, and a sealed frame is as
 * long as its PCM plus CHUNK_OVERHEAD.
 */
export const sealAudioFrame = (pcm: Buffer) => keyring().sealChunk(pcm);

interface StoredFrame {
  seq: number;
  offset: number;
  length: number;
}

async function framesOf(dir: string, recording: string): Promise<StoredFrame[]> {
  const index = await fs.promises.readFile(path.join(dir, `${recording}.frames`), 'utf8');
  return index
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [seq, offset, length] = line.split(' ').map(Number);
      return { seq: seq!, offset: offset!, length: length! };
    });
}

/**
 * A recording's audio as PCM16LE, every frame opened; a frame recorded before sealing is read as it is. A
 * frame that fails its check throws SealedDataError: altered audio is never returned.
 */
export async function readRecordingAudio(dataDir: string, encounterId: string, recording: string, keys: Keyring = keyring()): Promise<Buffer> {
  const dir = path.join(dataDir, 'audio', encounterId);
  const stored = await fs.promises.readFile(path.join(dir, `${recording}.pcm`));
  const frames = await framesOf(dir, recording);
  return Buffer.concat(frames.map((frame) => openFrame(keys, stored.subarray(frame.offset, frame.offset + frame.length))));
}

const openFrame = (keys: Keyring, stored: Buffer) => keys.openChunk(stored) ?? stored;

export interface AudioResealReport {
  recordings: number;
  frames: number;
  /** Recordings written to in the last minutes (a stream may still append): run again later. */
  busy: string[];
  failed: { recording: string; reason: string }[];
}

/** A recording written to more recently than this may still be streaming: it is left for the next run. */
const BUSY_MS = 2 * 60_000;

/**
 * Seals again, under the current key, every frame of every recording under DATA_DIR/audio that is not sealed
 * with it (an older key, or audio recorded before sealing). Each recording is rewritten to new files renamed
 * over the old ones; a run stopped between the two renames is completed by the next run, and a run again
 * finds nothing left to do (idempotent).
 */
export async function resealAudio(dataDir: string, keys: Keyring, now = Date.now()): Promise<AudioResealReport> {
  const report: AudioResealReport = { recordings: 0, frames: 0, busy: [], failed: [] };
  const root = path.join(dataDir, 'audio');
  const encounters = await fs.promises.readdir(root, { withFileTypes: true }).catch(() => []);
  for (const encounter of encounters.filter((entry) => entry.isDirectory())) {
    const dir = path.join(root, encounter.name);
    for (const file of await fs.promises.readdir(dir)) {
      if (!file.endsWith('.frames')) continue;
      const recording = file.slice(0, -'.frames'.length);
      const name = `${encounter.name}/${recording}`;
      const pcmFile = path.join(dir, `${recording}.pcm`);
      const { mtimeMs } = await fs.promises.stat(pcmFile);
      if (now - mtimeMs < BUSY_MS) {
        report.busy.push(name);
        continue;
      }
      try {
        const { atime, mtime } = await fs.promises.stat(dir);
        const resealed = await resealRecording(dir, recording, keys);
        // Sealing again is not a new recording: the times that say when it was last written stay (retention
        // counts from the folder's, the busy check above from the audio's).
        await fs.promises.utimes(pcmFile, mtimeMs / 1000, mtimeMs / 1000);
        await fs.promises.utimes(dir, atime, mtime);
        if (resealed > 0) report.recordings += 1;
        report.frames += resealed;
      } catch (err) {
        if (!(err instanceof SealedDataError)) throw err;
        report.failed.push({ recording: name, reason: err.detail });
      }
    }
  }
  return report;
}

async function resealRecording(dir: string, recording: string, keys: Keyring): Promise<number> {
  const pcmFile = path.join(dir, `${recording}.pcm`);
  const indexFile = path.join(dir, `${recording}.frames`);
  const pcmNext = `${pcmFile}.reseal`;
  const indexNext = `${indexFile}.reseal`;
  if (fs.existsSync(indexNext) && !fs.existsSync(pcmNext)) {
    // The last run renamed the new audio and stopped before its index: finish it.
    await fs.promises.rename(indexNext, indexFile);
  }
  const stored = await fs.promises.readFile(pcmFile);
  const frames = await framesOf(dir, recording);
  let resealed = 0;
  let offset = 0;
  const chunks: Buffer[] = [];
  const lines: string[] = [];
  for (const frame of frames) {
    const chunk = stored.subarray(frame.offset, frame.offset + frame.length);
    let next: Buffer = chunk;
    if (sealedChunkKeyId(chunk) !== keys.currentId) {
      next = keys.sealChunk(openFrame(keys, chunk));
      resealed += 1;
    }
    chunks.push(next);
    lines.push(`${frame.seq} ${offset} ${next.length}\n`);
    offset += next.length;
  }
  if (resealed === 0) return 0;
  // Both new files are complete before either is renamed; the audio goes first (see above for a stop between).
  await fs.promises.writeFile(pcmNext, Buffer.concat(chunks), { mode: 0o600 });
  await fs.promises.writeFile(indexNext, lines.join(''), { mode: 0o600 });
  await fs.promises.rename(pcmNext, pcmFile);
  await fs.promises.rename(indexNext, indexFile);
  return resealed;
}
