import fs from 'node:fs';
import path from 'node:path';

/**
 * Raw audio of a recording, appended as it arrives so that a visit can be transcribed again
 * (architecture §5): DATA_DIR/audio/<encounterId>/<recording>.pcm (PCM16LE, 16 kHz, mono) and, beside it,
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
