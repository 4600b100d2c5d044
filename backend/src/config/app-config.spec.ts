import { ConfigError, loadConfig } from './app-config.js';

describe('loadConfig', () => {
  it('has working defaults for a development start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
    });
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        ADMIN_EMAIL: 'boss',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "PORT must be a whole number from 0 to 65535 (got 'eighty')",
      'DATABASE_URL must start with postgres:// or postgresql://',
      'JWT_SECRET is required in production',
      'SMTP_URL must start with smtp:// or smtps://',
      'ADMIN_EMAIL must be an e-mail address',
      'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    ]);
  });

  it('refuses a short JWT secret and a bad public URL', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short', PUBLIC_URL: 'club.local' })).toThrow(
      "PUBLIC_URL must be an http(s) URL (got 'club.local')\n  - JWT_SECRET must be at least 32 characters long",
    );
  });

  it('does not seed demo content on an external database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/club' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/club', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('bounds the caches of the card search by SEARCH_CACHE_MB, 32 MB unless set', () => {
    expect(loadConfig({}).searchCacheBytes).toBe(32 * 1024 * 1024);
    expect(loadConfig({ SEARCH_CACHE_MB: '0' }).searchCacheBytes).toBe(0);
    expect(loadConfig({ SEARCH_CACHE_MB: '8' }).searchCacheBytes).toBe(8 * 1024 * 1024);
    for (const bad of ['-1', '1.5', 'lots', '300']) {
      expect(() => loadConfig({ SEARCH_CACHE_MB: bad })).toThrow(
        `SEARCH_CACHE_MB must be a whole number of megabytes from 0 to 256 (got '${bad}')`,
      );
    }
  });

  it('splits CORS_ORIGINS and trims trailing slashes', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test/, https://b.test' }).corsOrigins).toEqual([
      'http://a.test',
      'https://b.test',
    ]);
  });
});
