import fs from 'node:fs';
import path from 'node:path';

/**
 * Raw audio of a recording, appended as it arrives so that a visit can be transcribed again
 * (docs/product.md, 9. Live stream protocol): DATA_DIR/audio/<encounterId>/<recording>.pcm (PCM16LE, 16 kHz, mono) and, beside it,
 * <recording>.frames with one line `seq byteOffset byteLength` per stored frame. A recording spans reconnects:
 * a frame whose sequence number is already stored is not written twice.
 */
export class AudioStore {
  private readonly pcmFile: string;
  private readonly indexFile: string;
  private lastSeq: number;
  private bytes: number;

  private constructor(dir: string, recording: string, lastSeq: number, bytes: number) {
    this.pcmFile = path.join(dir, `${recording}.pcm`);
    this.indexFile = path.join(dir, `${recording}.frames`);
    this.lastSeq = lastSeq;
    this.bytes = bytes;
  }

  static async open(dataDir: string, encounterId: string, recording: string): Promise<AudioStore> {
    const dir = path.join(dataDir, 'audio', encounterId);
    await fs.promises.mkdir(dir, { recursive: true });
    let lastSeq = -1;
    let bytes = 0;
    const index = await fs.promises.readFile(path.join(dir, `${recording}.frames`), 'utf8').catch(() => '');
    for (const line of index.split('\n')) {
      const [seq, offset, length] = line.split(' ').map(Number);
      if (seq === undefined || !Number.isFinite(seq) || length === undefined) continue;
      lastSeq = Math.max(lastSeq, seq);
      bytes = Math.max(bytes, offset! + length);
    }
    return new AudioStore(dir, recording, lastSeq, bytes);
  }

  /** The highest sequence number stored (-1 when none). */
  get stored() {
    return this.lastSeq;
  }

  /** Stores the frame unless it is already stored; answers whether it was new. */
  async append(seq: number, pcm: Buffer): Promise<boolean> {
    if (seq <= this.lastSeq) return false;
    await fs.promises.appendFile(this.pcmFile, pcm);
    await fs.promises.appendFile(this.indexFile, `${seq} ${this.bytes} ${pcm.length}\n`);
    this.bytes += pcm.length;
    this.lastSeq = seq;
    return true;
  }
}

/**
 * Deletes an encounter's recorded audio. Meant for the notes job when notes complete (docs/product.md, 9. Live stream protocol), unless
 * a retention period keeps it: then `pruneAudio` removes folders older than that period.
 */
export async function deleteEncounterAudio(dataDir: string, encounterId: string) {
  if (!/^[0-9a-f-]{36}$/i.test(encounterId)) throw new Error(`not an encounter id: ${encounterId}`);
  await fs.promises.rm(path.join(dataDir, 'audio', encounterId), { recursive: true, force: true });
}

/** Deletes the audio folders not written to for `retentionDays`. Answers the encounter ids removed. */
export async function pruneAudio(dataDir: string, retentionDays: number, now = Date.now()): Promise<string[]> {
  const root = path.join(dataDir, 'audio');
  const entries = await fs.promises.readdir(root, { withFileTypes: true }).catch(() => []);
  const removed: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const { mtimeMs } = await fs.promises.stat(path.join(root, entry.name));
    if (now - mtimeMs > retentionDays * 86_400_000) {
      await fs.promises.rm(path.join(root, entry.name), { recursive: true, force: true });
      removed.push(entry.name);
    }
  }
  return removed;
}
