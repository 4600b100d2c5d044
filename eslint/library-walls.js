// The shared libraries' wall (docs/adr/0011-one-clock.md): libs/ holds the rules both halves need, as plain
// TypeScript. A library imports no framework and nothing of the backend or the frontend, so either half may
// import it. backend/test/architecture.spec.ts plants such imports and expects this config to refuse them.
const MESSAGE =
  'libs/ imports no framework and neither half of the app: shared rules are plain TypeScript (docs/adr/0011-one-clock.md)';

const FRAMEWORKS = [
  '@nestjs/*',
  '@mikro-orm/*',
  'class-validator',
  'class-transformer',
  'fastify',
  '@fastify/*',
  'pg',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-admin',
  'ra-*',
  '@mui/*',
  '@emotion/*',
];

export const libraryWalls = {
  files: ['libs/**/*.{ts,tsx,mts,cts,js,jsx,mjs}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: FRAMEWORKS, message: MESSAGE },
          { group: ['**/backend/**', '**/frontend/**', 'backend', 'frontend'], message: MESSAGE },
        ],
      },
    ],
  },
};
