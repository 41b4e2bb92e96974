export * from './fields.js';
export * from './common.js';
export * from './auth.js';
export * from './patients.js';
export * from './encounters.js';
export * from './settings.js';
export * from './analytics.js';
export * from './icd10.js';
