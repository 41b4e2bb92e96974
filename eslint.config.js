import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import serverArchitecture from './apps/server/eslint/architecture.js';

const appImport = { group: ['@/app/*', '**/app/*'], message: 'app/ imports features, not the reverse.' };
const featureImport = {
  group: ['@/features/*', '**/features/*'],
  message: 'Only app/ imports a feature: shared code imports none, and a feature imports no other (move what both need to components/ or lib/).',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', '**/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Tests read loosely typed JSON bodies.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Import direction (docs/architecture.md, Folders): app/ imports features; nothing imports app/.
      'no-restricted-imports': ['error', { patterns: [appImport] }],
    },
  },
  {
    // Shared code (components/, lib/) imports no feature, and a feature imports no other (its own files are relative).
    files: ['apps/web/src/{features,components,lib}/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [appImport, featureImport] }] },
  },
  {
    // Scripts the web client serves as they are (public/): they run in the browser.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Route → service → repository, and module folders without cycles (apps/server/eslint/architecture.js).
    files: ['apps/server/src/**/*.ts'],
    plugins: { architecture: serverArchitecture },
    rules: { 'architecture/server-layers': 'error' },
  },
);
