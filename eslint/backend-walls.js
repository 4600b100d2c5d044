// The backend's walls (docs/architecture.md), enforced by eslint-plugin-boundaries: a new import across one fails
// `npm run lint` and CI. Every folder of backend/src is an element; an import between two elements is refused
// unless a policy below allows it, and the walls at the end refuse what no allowance may open.
// backend/test/architecture.spec.ts plants one import across each wall and expects this config to refuse it.
import boundaries from 'eslint-plugin-boundaries';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/** Files another feature may import: what a feature exports (Nest module, services, model, DTOs, tokens). */
const FEATURE_SURFACE = [
  '*.module.ts',
  '*.service.ts',
  '*.entity.ts',
  '*.embeddable.ts',
  '*.repository.ts',
  '*.decorator.ts',
  '*.guard.ts',
  '*.tokens.ts',
  'dto/**',
];

/** A feature's tables: other features read them through its services, never through these files (docs/adr/0044). */
const ENTITY_FILES = ['*.entity.ts', '*.embeddable.ts'];

/** Packages that are a framework: domain code stays plain TypeScript. */
const FRAMEWORKS = [
  '@nestjs/*',
  '@mikro-orm/*',
  'class-validator',
  'class-transformer',
  'fastify',
  '@fastify/*',
  'nestjs-pino',
  'pg',
];

const element = (type, captured) => ({ element: captured ? { type, captured } : { type } });

export const backendWalls = {
  files: ['backend/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': ROOT,
    'import/resolver': { typescript: { project: join(ROOT, 'backend/tsconfig.spec.json') } },
    // First match wins: a feature's domain/ folder is its own element, apart from the rest of the feature.
    'boundaries/elements': [
      { type: 'domain', pattern: 'backend/src/*/domain', capture: ['feature'], partialMatch: false },
      { type: 'common', pattern: 'backend/src/common', partialMatch: false },
      { type: 'config', pattern: 'backend/src/config', partialMatch: false },
      { type: 'database', pattern: 'backend/src/database', partialMatch: false },
      { type: 'caching', pattern: 'backend/src/caching', partialMatch: false },
      { type: 'composition', pattern: 'backend/src/composition', partialMatch: false },
      { type: 'cli', pattern: 'backend/src/cli', partialMatch: false },
      { type: 'feature', pattern: 'backend/src/*', capture: ['feature'], partialMatch: false },
      { type: 'test', pattern: 'backend/test', partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'spec', pattern: '**/*.spec.ts' },
      { category: 'entity', pattern: ENTITY_FILES.map((file) => `**/${file}`) },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkAllOrigins: true,
        message:
          'This import crosses a wall ({{from.type}} to {{to.type}}: {{dependency.source}}). Another feature is reached only through its module, services, entities, DTOs, decorators, guards and tokens; the rest is in docs/architecture.md',
        policies: [
          // Packages and Node's own modules: anyone (domain/ is walled off from frameworks below).
          { allow: { to: { module: { origin: ['external', 'core'] } } } },
          { from: element('domain'), allow: { to: element('domain') } },
          { from: element('common'), allow: { to: element('config') } },
          {
            from: element('feature'),
            allow: {
              to: [
                element('common'),
                element('config'),
                element('database'),
                element('caching'),
                element('domain'),
                // Another feature only through what it exports (a feature's own files are not checked).
                { element: { type: 'feature', fileInternalPath: FEATURE_SURFACE } },
              ],
            },
          },
          { from: element('database'), allow: { to: [element('common'), element('config')] } },
          {
            from: element('caching'),
            allow: { to: [element('common'), element('config'), element('database'), element('caching')] },
          },
          // The composition root, entry points and tests put the parts together; unit specs use the test builders.
          {
            from: [element('composition'), element('cli'), element('test')],
            allow: { to: { module: { origin: 'local' } } },
          },
          { from: { file: { categories: 'spec' } }, allow: { to: element('test') } },

          // The walls: last, so no allowance above opens them.
          {
            from: element('domain'),
            disallow: { to: { module: { origin: 'external', source: FRAMEWORKS } } },
            message:
              'domain/ imports no framework ({{dependency.source}}): domain rules are plain TypeScript (docs/architecture.md)',
          },
          {
            from: element('common'),
            disallow: { to: [element('feature'), element('domain')] },
            message:
              'common/ imports no feature ({{dependency.source}}): declare an interface and injection token in common/ that the feature provides (docs/architecture.md)',
          },
          {
            from: [
              element('domain'),
              element('common'),
              element('config'),
              element('database'),
              element('feature'),
            ],
            disallow: { to: { module: { origin: 'external', source: ['lru-cache'] } } },
            message:
              'Only caching/ keeps things ({{dependency.source}}): make what you keep a NotifiedCache (backend/src/caching/notified-cache.ts; docs/adr/0042)',
          },
          {
            from: element('caching'),
            disallow: { to: [element('feature'), element('domain'), element('composition')] },
            message:
              'caching/ imports no feature ({{dependency.source}}): it is the infrastructure below them (docs/adr/0042)',
          },
          {
            from: element('database'),
            disallow: {
              to: [element('feature'), element('domain'), element('composition'), element('caching')],
            },
            message:
              'database/ imports no feature ({{dependency.source}}): it is the infrastructure below them; what must know every feature belongs in composition/ (docs/adr/0044)',
          },
          {
            from: element('feature'),
            disallow: {
              to: {
                element: {
                  type: 'feature',
                  captured: { feature: '!{{from.captured.feature}}' },
                  fileInternalPath: ENTITY_FILES,
                },
              },
              dependency: { kind: 'value' },
            },
            message:
              "A feature reads another's data through that feature's services, not its entity files ({{dependency.source}}); only entity files may name another feature's entity, for a relation (docs/adr/0044)",
          },
          // The one opening in the wall above: a relation names the other feature's class in its decorator.
          {
            from: { element: { type: 'feature' }, file: { categories: 'entity' } },
            allow: { to: { element: { type: 'feature', fileInternalPath: ENTITY_FILES } } },
          },
          {
            from: [element('feature', { feature: 'cards' }), element('domain', { feature: 'cards' })],
            disallow: {
              to: [element('feature', { feature: 'decks' }), element('domain', { feature: 'decks' })],
            },
            message:
              'cards/ never imports decks/ ({{dependency.source}}): decks build on the catalogue, not the other way round (docs/architecture.md)',
          },
        ],
      },
    ],
  },
};
