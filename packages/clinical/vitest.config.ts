import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'clinical',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    // Loading the full ICD-10-CM set takes a second or two on a busy machine.
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
