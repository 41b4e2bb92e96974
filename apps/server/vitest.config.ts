import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: process.env.TEST_DB === 'postgres' ? 'server (postgres)' : 'server (pglite)',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
