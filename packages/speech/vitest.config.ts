import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'speech',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Real pocketsphinx decoding on a shared 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
