import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import { backendDataAccess } from './eslint/backend-data-access.js';
import { backendWalls } from './eslint/backend-walls.js';
import { frontendWalls } from './eslint/frontend-walls.js';
import { libraryWalls } from './eslint/library-walls.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '.data/**',
      '.nx/**',
      'frontend/src/api/generated/**',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Patterns read user text: a super-linear one lets one request hold the event loop (docs/adr/0001).
  regexp.configs['flat/recommended'],
  { rules: { 'regexp/no-super-linear-move': 'error' } },
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Nest modules and DTO classes are decorated, otherwise empty, classes by design.
    files: ['backend/**/*.ts'],
    rules: { '@typescript-eslint/no-extraneous-class': 'off' },
  },
  // The walls between the parts (docs/architecture.md): one block per side.
  backendWalls,
  // Raw SQL only in repositories (docs/architecture.md, "Data access").
  backendDataAccess,
  frontendWalls,
  libraryWalls,
);
