/** Jest in native ESM mode, TypeScript compiled by swc with decorator metadata for Nest and MikroORM. */
const swcOptions = {
  jsc: {
    target: 'es2024',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
  },
  module: { type: 'es6' },
  sourceMaps: 'inline',
};

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', swcOptions] },
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
};

export default {
  testTimeout: 60000,
  projects: [
    // Pure logic: no database, no Nest.
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    // The API over HTTP against a real PostgreSQL; each file gets its own database cloned from a migrated template.
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/**/*.spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
    },
  ],
};
