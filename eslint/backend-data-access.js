// Data access (docs/architecture.md, issue 37): raw SQL lives in the feature's *.repository.ts, so a service speaks
// in its feature's words and a reader finds every statement a feature runs in one place. `npm run lint` refuses
// the ORM's ways to write SQL anywhere else in backend/src; backend/test/architecture.spec.ts plants one.

const MESSAGE = "raw SQL lives in the feature's *.repository.ts (issue 37, docs/architecture.md)";

/** The calls that reach past the ORM's entities to SQL (a statement, the connection or a query builder). */
const SQL_CALLS = ['execute', 'getConnection', 'getKnex', 'getKysely', 'createQueryBuilder', 'qb', 'raw'];

/** MikroORM's helpers that put SQL text into a query. */
const SQL_HELPERS = ['raw', 'sql'];

export const backendDataAccess = {
  files: ['backend/src/**/*.ts'],
  ignores: [
    '**/*.repository.ts',
    '**/*.spec.ts',
    // Migrations are SQL by nature.
    'backend/src/composition/migrations/**',
    // The one way to announce a change (pg_notify), shared by every feature: database/ is below them.
    'backend/src/database/announce.ts',
  ],
  rules: {
    'no-restricted-syntax': [
      'error',
      ...SQL_CALLS.map((name) => ({
        selector: `CallExpression[callee.type='MemberExpression'][callee.property.name='${name}']`,
        message: `.${name}(): ${MESSAGE}`,
      })),
      ...SQL_HELPERS.map((name) => ({
        selector: `ImportDeclaration[source.value=/^@mikro-orm/] > ImportSpecifier[imported.name='${name}']`,
        message: `${name} from MikroORM: ${MESSAGE}`,
      })),
    ],
  },
};
