import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['notes/**/*.test.ts'],
    // Loading the full ICD-10-CM set takes a second or two on a busy machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
