export * from './types.js';
export * from './framing.js';
export * from './text-normalize.js';
export * from './wer.js';
export * from './wav.js';
export { createPocketsphinxEngine, STOCK_MODEL_DIR, type PocketsphinxOptions, type ClinicalModel } from './engines/pocketsphinx.js';
export { createWhisperHttpEngine, type WhisperHttpOptions } from './engines/whisper-http.js';
export { createAwsMedicalEngine, type AwsMedicalOptions } from './engines/aws-medical.js';
export { createEngineFromEnv, clinicalModelPaths, CLINICAL_TUNING, SPEECH_ENGINES, type SpeechEngineName } from './create-engine.js';
