/**
 * Synthesised visits for the speech benchmark: each turn of a dialogue is spoken by Debian's flite, the
 * doctor with one voice and the patient with another, 16 kHz mono, with a pause between turns.
 * WAVs are cached in a temporary folder so a second run does not synthesise again.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { concatPcm, decodeWav, normalizeWords } from '@scribe/speech';
import type { Turn } from '../../packages/speech/scripts/corpora.js';

const run = promisify(execFile);
const cacheDir = path.join(os.tmpdir(), 'scribe-speech-bench-cache');
const PAUSE_SECONDS = 0.8;

export interface SynthesisedVisit {
  id: string;
  pcm: Int16Array;
  /** Normalised reference words of the whole visit. */
  reference: string[];
  /** Seconds at which each turn's speech ends (for the end-of-utterance → final-result delay). */
  turnEnds: number[];
}

/** Speaks one text with a flite voice; 16 kHz mono PCM. */
export async function speak(text: string, voice: string): Promise<Int16Array> {
  fs.mkdirSync(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `${voice}-${createHash('sha1').update(text).digest('hex')}.wav`);
  if (!fs.existsSync(file)) {
    const tmp = `${file}.${process.pid}.tmp.wav`;
    await run('flite', ['-voice', voice, '-t', text, '-o', tmp]);
    fs.renameSync(tmp, file);
  }
  const { pcm, sampleRate } = decodeWav(fs.readFileSync(file));
  if (sampleRate !== 16_000) throw new Error(`flite voice ${voice} gave ${sampleRate} Hz, expected 16000`);
  return pcm;
}

/** A visit from dialogue turns, cut after `maxSeconds` of audio (whole turns only). */
export async function synthesiseVisit(
  id: string,
  turns: Turn[],
  { maxSeconds = 60, doctorVoice = 'rms', patientVoice = 'slt' } = {},
): Promise<SynthesisedVisit> {
  const pieces: Int16Array[] = [];
  const reference: string[] = [];
  const turnEnds: number[] = [];
  const pause = new Int16Array(Math.round(PAUSE_SECONDS * 16_000));
  let samples = 0;
  pieces.push(pause);
  samples += pause.length;
  for (const turn of turns) {
    const words = normalizeWords(turn.text);
    if (words.length === 0) continue;
    const pcm = await speak(turn.text, turn.speaker === 'doctor' ? doctorVoice : patientVoice);
    pieces.push(pcm, pause);
    samples += pcm.length;
    turnEnds.push(samples / 16_000);
    samples += pause.length;
    reference.push(...words);
    if (samples / 16_000 >= maxSeconds) break;
  }
  return { id, pcm: concatPcm(pieces), reference, turnEnds };
}
