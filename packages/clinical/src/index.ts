export * from './note-engine.js';
export * from './templates.js';
export { stableEngine } from './stable-engine.js';
