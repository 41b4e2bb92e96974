export * from './note-engine.js';
export * from './templates.js';
export { stableEngine } from './stable-engine.js';
export { loadIcd10, validate, validateCodes, Icd10Index, type Icd10Code } from './icd10.js';
