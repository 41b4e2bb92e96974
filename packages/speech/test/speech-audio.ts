import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { concatPcm } from '../src/pcm.js';
import { decodeWav } from '../src/wav.js';

const run = promisify(execFile);

/** Real speech from Debian's flite, 16 kHz mono. */
export async function speak(text: string, voice = 'slt'): Promise<Int16Array> {
  const file = path.join(os.tmpdir(), `scribe-speech-${randomUUID()}.wav`);
  await run('flite', ['-voice', voice, '-t', text, '-o', file]);
  try {
    return decodeWav(fs.readFileSync(file)).pcm;
  } finally {
    fs.rmSync(file, { force: true });
  }
}

export const silence = (seconds: number) => new Int16Array(Math.round(seconds * 16_000));

export const concat = (...parts: Int16Array[]) => concatPcm(parts);

export async function pushInChunks(session: { push(pcm: Int16Array): Promise<void> }, pcm: Int16Array, chunk = 4000) {
  for (let i = 0; i < pcm.length; i += chunk) await session.push(pcm.subarray(i, i + chunk));
}
