export * from './types.js';
// The audio frame codec lives in packages/contracts (browser and server share it); re-exported for the server and benchmarks.
export { encodeAudioFrame, decodeAudioFrame, FRAME_HEADER_BYTES, type AudioFrame } from '@scribe/contracts';
export * from './text-normalize.js';
export * from './wer.js';
export * from './wav.js';
export * from './pcm.js';
export { createPocketsphinxEngine, type PocketsphinxOptions } from './engines/pocketsphinx.js';
export { STOCK_MODEL_DIR, type ClinicalModel } from './engines/pocketsphinx-binding.js';
export { createWhisperHttpEngine, type WhisperHttpOptions } from './engines/whisper-http.js';
export { createAwsMedicalEngine, type AwsMedicalOptions } from './engines/aws-medical.js';
export { createEngineFromEnv, clinicalModelPaths, CLINICAL_TUNING, SPEECH_ENGINES, type SpeechEngineName } from './create-engine.js';
export * from './roles/index.js';
