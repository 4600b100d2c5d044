import { resolve } from 'node:path';
import base from '../jest.config.js';

/**
 * `npm run test:scale` (and the end of `npm test`): the two-replica scenario of test/scale, apart from the API
 * tests since it starts whole server processes, a balancer and an S3 server of its own.
 */
const api = base.projects.find((project) => project.displayName === 'api');

export default {
  ...api,
  rootDir: resolve(import.meta.dirname, '..'),
  displayName: 'scale',
  testTimeout: 120000,
  testMatch: ['<rootDir>/test/scale/**/*.scale.ts'],
};
