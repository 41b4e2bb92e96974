import { defineConfig } from 'vitest/config';

// One run covers every workspace; each has its own project config beside its code.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'bench/vitest.config.ts'],
  },
});
