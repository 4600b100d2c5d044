// The frontend's walls (docs/architecture.md, 'Frontend'), enforced by eslint-plugin-boundaries. Layers, each
// importing only the ones before it:
//   api  <-  shared  <-  offline  <-  auth  <-  cards  <-  site (pages, layout, decks, forum) | admin
// cards/ (browsing the catalogue) is the site's lowest part: the deck builder builds on it, never the reverse.
// The site never imports the admin app, the admin app never imports the site's feature folders, and
// the API client knows nothing of the session. Test support (src/test) is for test files only.
import boundaries from 'eslint-plugin-boundaries';
import { join } from 'node:path';

export const frontendWalls = {
  files: ['frontend/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    // Paths below are from the repository root, whichever folder ESLint runs in (Nx runs it in frontend/).
    'boundaries/root-path': join(import.meta.dirname, '..'),
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/elements': [
      { type: 'fe-api', pattern: 'frontend/src/api' },
      { type: 'fe-shared', pattern: 'frontend/src/shared' },
      { type: 'fe-offline', pattern: 'frontend/src/offline' },
      { type: 'fe-auth', pattern: 'frontend/src/auth' },
      { type: 'fe-cards', pattern: 'frontend/src/cards' },
      { type: 'fe-site', pattern: 'frontend/src/(pages|layout|decks|forum)' },
      { type: 'fe-admin', pattern: 'frontend/src/admin' },
      { type: 'fe-test-support', pattern: 'frontend/src/test' },
    ],
    'boundaries/files': [
      { category: 'test', pattern: 'frontend/src/**/*.test.{ts,tsx}' },
      { category: 'test', pattern: 'frontend/src/**/test/**' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        policies: [
          { from: { element: { type: 'fe-api' } }, allow: { to: { element: { type: 'fe-api' } } } },
          {
            from: { element: { type: 'fe-shared' } },
            allow: { to: { element: { types: { anyOf: ['fe-api', 'fe-shared'] } } } },
          },
          {
            from: { element: { type: 'fe-offline' } },
            allow: { to: { element: { types: { anyOf: ['fe-api', 'fe-shared', 'fe-offline'] } } } },
          },
          {
            from: { element: { type: 'fe-auth' } },
            allow: {
              to: { element: { types: { anyOf: ['fe-api', 'fe-shared', 'fe-offline', 'fe-auth'] } } },
            },
          },
          {
            from: { element: { type: 'fe-cards' } },
            allow: {
              to: {
                element: { types: { anyOf: ['fe-api', 'fe-shared', 'fe-offline', 'fe-auth', 'fe-cards'] } },
              },
            },
          },
          {
            from: { element: { type: 'fe-site' } },
            allow: {
              to: {
                element: {
                  types: { anyOf: ['fe-api', 'fe-shared', 'fe-offline', 'fe-auth', 'fe-cards', 'fe-site'] },
                },
              },
            },
          },
          {
            from: { element: { type: 'fe-admin' } },
            allow: {
              to: {
                element: { types: { anyOf: ['fe-api', 'fe-shared', 'fe-offline', 'fe-auth', 'fe-admin'] } },
              },
            },
          },
          { from: { element: { type: 'fe-test-support' } }, allow: { to: { element: { type: '*' } } } },
          {
            from: { file: { categories: 'test' } },
            allow: { to: { element: { type: 'fe-test-support' } } },
          },
          // Shipped code never imports a test or a test folder (fixtures, fake servers).
          { from: { file: { categories: '!test' } }, disallow: { to: { file: { categories: 'test' } } } },
        ],
      },
    ],
  },
};
