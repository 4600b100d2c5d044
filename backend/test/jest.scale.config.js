import base from './jest.config.js';

/** `npm run test:scale`: the two-replica scenario (test/scale), apart from the API tests for its processes. */
const api = base.projects.find((project) => project.displayName === 'api');

export default {
  testTimeout: 120000,
  ...api,
  displayName: 'scale',
  testMatch: ['<rootDir>/test/scale/**/*.scale.ts'],
};
