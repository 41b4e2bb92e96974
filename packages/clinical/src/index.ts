export * from './note-engine.js';
export * from './templates.js';
export { stableEngine, buildNote } from './stable-engine.js';
export { loadIcd10, validate, validateCodes, Icd10Index, type Icd10Code } from './icd10.js';
export { loadExcludes1, excludes1Conflict, withoutExcludes1Pairs, Excludes1Index, type Excludes1Note } from './excludes1.js';
export { suggestCodes, codesForProblemText } from './coder.js';
