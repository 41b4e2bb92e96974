import fs from 'node:fs';
import path from 'node:path';
import { createAwsMedicalEngine } from './engines/aws-medical.js';
import { createPocketsphinxEngine } from './engines/pocketsphinx.js';
import { createWhisperHttpEngine } from './engines/whisper-http.js';
import { SpeechError, type SpeechEngine } from './types.js';

export const SPEECH_ENGINES = ['pocketsphinx', 'pocketsphinx-stock', 'whisper-http', 'aws-medical'] as const;
export type SpeechEngineName = (typeof SPEECH_ENGINES)[number];

/**
 * Tuned on synthesised MTS-Dialog validation visits (never the benchmark's ACI-BENCH test dialogues);
 * bench/speech/RESULTS.md has the figures.
 */
export const CLINICAL_TUNING = {
  weight: 0.7,
  lw: 5,
  wip: 0.65,
  /**
   * Narrower search so that four live streams fit on two cores (see RESULTS.md for what it costs); fewer
   * candidate words in the end-of-utterance pass (-fwdflatefwid, -fwdflatsfwin: a third less time there, same
   * WER on the tuning visits); an utterance ends after 0.3 s of silence instead of 0.5 s (a sooner final, same WER).
   */
  searchArgs: {
    '-maxwpf': '5',
    '-maxhmmpf': '3000',
    '-pl_window': '10',
    '-fwdflatefwid': '6',
    '-fwdflatsfwin': '15',
    '-vad_postspeech': '30',
  } as Record<string, string>,
};

/** The clinical model files in data/speech (built by packages/speech/scripts/build-lm.ts). */
export function clinicalModelPaths(dataDir: string) {
  return { arpa: path.join(dataDir, 'speech/clinical.lm'), dict: path.join(dataDir, 'speech/clinical.dict') };
}

export interface EngineEnv {
  SPEECH_ENGINE?: string;
  /** Folder holding speech/clinical.lm (the repository's data/). */
  SPEECH_MODEL_DIR?: string;
  WHISPER_URL?: string;
  WHISPER_MODEL?: string;
  WHISPER_API_KEY?: string;
  AWS_REGION?: string;
  AWS_TRANSCRIBE_ENDPOINT?: string;
}

/** The engine that `SPEECH_ENGINE` names (default pocketsphinx with the clinical model). */
export function createEngineFromEnv(env: EngineEnv, modelDir: string): SpeechEngine {
  const name = env.SPEECH_ENGINE || 'pocketsphinx';
  switch (name) {
    case 'pocketsphinx': {
      const files = clinicalModelPaths(env.SPEECH_MODEL_DIR ?? modelDir);
      // Without the built model (a checkout that dropped data/speech) the stock model still works.
      const clinical = fs.existsSync(files.arpa) ? { ...files, weight: CLINICAL_TUNING.weight } : null;
      return createPocketsphinxEngine(
        clinical ? { clinical, lw: CLINICAL_TUNING.lw, wip: CLINICAL_TUNING.wip, extraArgs: CLINICAL_TUNING.searchArgs } : {},
      );
    }
    case 'pocketsphinx-stock':
      return createPocketsphinxEngine({});
    case 'whisper-http':
      if (!env.WHISPER_URL) throw new SpeechError('BadRequestException', 'SPEECH_ENGINE=whisper-http needs WHISPER_URL.');
      return createWhisperHttpEngine({ url: env.WHISPER_URL, model: env.WHISPER_MODEL, apiKey: env.WHISPER_API_KEY });
    case 'aws-medical':
      return createAwsMedicalEngine({ region: env.AWS_REGION, endpoint: env.AWS_TRANSCRIBE_ENDPOINT });
    default:
      throw new SpeechError('BadRequestException', `Unknown SPEECH_ENGINE "${name}" (one of ${SPEECH_ENGINES.join(', ')}).`);
  }
}
