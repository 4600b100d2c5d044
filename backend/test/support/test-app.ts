import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { DestinationStream } from 'pino';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../../src/app.factory.js';
import { AuthService } from '../../src/auth/auth.service.js';
import { RefreshTokenService } from '../../src/auth/refresh-token.service.js';
import { hashPassword } from '../../src/common/password-hasher.js';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import { ACCESS_TOKEN_KEY } from '../../src/config/config.tokens.js';
import { ormOptions } from '../../src/composition/orm-options.js';
import { Profile } from '../../src/users/profile.embeddable.js';
import { Role } from '../../src/common/role.js';
import { User } from '../../src/users/user.entity.js';
import { createTestDatabase, dropDatabase } from './test-database.js';

export interface TestUser {
  user: User;
  password: string;
  token: string;
  /** `{ authorization: 'Bearer …' }` */
  auth: Record<string, string>;
}

export interface TestApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  /** The test's own database. */
  databaseUrl: string;
  /** A fresh EntityManager on the test's own database (bypasses the API, for arranging and checking). */
  em(): EntityManager;
  /** fetch relative to the base URL, with JSON bodies. */
  call(
    path: string,
    init?: { method?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
  newUser(options?: {
    role?: Role;
    email?: string;
    password?: string;
    firstName?: string;
  }): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;

/**
 * The real app on its own database (cloned from the migrated template), listening on a free loopback port.
 * `logDestination` receives the app's log lines (set LOG_LEVEL in `env` too: tests log nothing by default).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logDestination?: DestinationStream;
    /** A second server on this app's database (a replica); the database stays when it closes. */
    replicaOf?: TestApp;
  } = {},
): Promise<TestApp> {
  const name = `club_test_${process.pid}_${Date.now()}_${counter++}`;
  const url = options.replicaOf?.databaseUrl ?? (await createTestDatabase(name));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'club-app-')),
    JWT_SECRET: options.replicaOf?.config.jwtSecret ?? randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://club.test',
    FRONTEND_DIST: '/nonexistent',
    // TEST_LOG_LEVEL=error shows the server's logs while debugging a test.
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
  const app = await createApp(config, url, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  const orm = await MikroORM.init(ormOptions(url, { pool: { min: 0, max: 2 } }));
  let users = 0;

  const testApp: TestApp = {
    app,
    config,
    baseUrl,
    databaseUrl: url,
    em: () => orm.em.fork(),
    call: (path, init = {}) =>
      fetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        body:
          init.body === undefined
            ? undefined
            : typeof init.body === 'string'
              ? init.body
              : JSON.stringify(init.body),
      }),
    async newUser(options = {}) {
      users++;
      const password = options.password ?? `secret-${users}-pass`;
      const em = orm.em.fork();
      const user = new User(
        options.email ?? `trainer${users}@example.com`,
        await hashPassword(password),
        new Profile(options.firstName ?? `Trainer${users}`, 'Tester'),
        options.role ?? Role.MEMBER,
      );
      if (user.role !== Role.PENDING) user.approvedAt = new Date();
      await em.persist(user).flush();
      // Signed in as a browser would be: a session of its own, which its token names.
      const session = await new RefreshTokenService(em, app.get(ACCESS_TOKEN_KEY)).issue(user, false);
      const token = await app.get(AuthService).accessTokenFor(user, session.familyId);
      return { user, password, token, auth: { authorization: `Bearer ${token}` } };
    },
    async close() {
      await app.close();
      await orm.close(true);
      if (!options.replicaOf) await dropDatabase(name);
    },
  };
  return testApp;
}
