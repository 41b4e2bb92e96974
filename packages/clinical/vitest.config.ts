import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'clinical',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
  },
});
