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
      'SMTP_URL must start with smtp:// or smtps://',
      'ADMIN_EMAIL must be an e-mail address',
      'JWT_SECRET is required in production',
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

  it('does not seed demo content in production, even on the embedded database, unless asked', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('throttles failed sign-ins per account, known device and address, and sign-ups per address, by default', () => {
    const { throttle } = loadConfig({});
    expect(throttle['sign-in']).toEqual({
      counts: 'failures',
      limits: {
        account: { limit: 10, windowMs: 900_000 },
        device: { limit: 10, windowMs: 900_000 },
        address: { limit: 100, windowMs: 900_000 },
      },
    });
    expect(throttle['sign-up']).toEqual({
      counts: 'attempts',
      limits: { address: { limit: 20, windowMs: 3_600_000 } },
    });
  });

  it('throttles contact messages per address, and sends them to CLUB_EMAIL', () => {
    const config = loadConfig({ CONTACT_MESSAGES_PER_ADDRESS: '3', CLUB_EMAIL: 'hello@club.test' });
    expect(config.throttle.contact).toEqual({
      counts: 'attempts',
      limits: { address: { limit: 3, windowMs: 3_600_000 } },
    });
    expect(config.clubEmail).toBe('hello@club.test');
    expect(loadConfig({}).throttle.contact.limits.address?.limit).toBe(5);
    expect(() => loadConfig({ CLUB_EMAIL: 'nobody' })).toThrow(
      "CLUB_EMAIL must be an e-mail address (got 'nobody')",
    );
  });

  it('throttles enquiries to sellers and artists per address and per visitor e-mail, by default 10 and 5 an hour', () => {
    expect(loadConfig({}).throttle.enquiry).toEqual({
      counts: 'attempts',
      limits: { address: { limit: 10, windowMs: 3_600_000 }, account: { limit: 5, windowMs: 3_600_000 } },
    });
    const config = loadConfig({
      ENQUIRIES_PER_ADDRESS: '4',
      ENQUIRIES_PER_EMAIL: '2',
      ENQUIRY_WINDOW_MINUTES: '30',
    });
    expect(config.throttle.enquiry.limits).toEqual({
      address: { limit: 4, windowMs: 1_800_000 },
      account: { limit: 2, windowMs: 1_800_000 },
    });
    expect(() => loadConfig({ ENQUIRIES_PER_EMAIL: '0' })).toThrow(
      "ENQUIRIES_PER_EMAIL must be a whole number of at least 1 (got '0')",
    );
  });

  it('throttles new forum posts and comments per member, by default 10 and 30 per 10 minutes', () => {
    const { throttle } = loadConfig({});
    expect(throttle['forum-post']).toEqual({
      counts: 'attempts',
      limits: { member: { limit: 10, windowMs: 600_000 } },
    });
    expect(throttle['forum-comment']).toEqual({
      counts: 'attempts',
      limits: { member: { limit: 30, windowMs: 600_000 } },
    });
    const strict = loadConfig({
      FORUM_POSTS_PER_MEMBER: '2',
      FORUM_COMMENTS_PER_MEMBER: '4',
      FORUM_WINDOW_MINUTES: '60',
    }).throttle;
    expect(strict['forum-post'].limits.member).toEqual({ limit: 2, windowMs: 3_600_000 });
    expect(strict['forum-comment'].limits.member).toEqual({ limit: 4, windowMs: 3_600_000 });
    expect(() => loadConfig({ FORUM_POSTS_PER_MEMBER: 'lots' })).toThrow(
      "FORUM_POSTS_PER_MEMBER must be a whole number of at least 1 (got 'lots')",
    );
  });

  it('throttles wrong current passwords per member like an account’s failed sign-ins', () => {
    expect(loadConfig({}).throttle['change-password']).toEqual({
      counts: 'failures',
      limits: { member: { limit: 10, windowMs: 900_000 } },
    });
    const strict = loadConfig({ SIGN_IN_FAILURES_PER_ACCOUNT: '3', SIGN_IN_WINDOW_MINUTES: '5' }).throttle;
    expect(strict['change-password'].limits.member).toEqual({ limit: 3, windowMs: 300_000 });
  });

  it('reads TRUST_PROXY as addresses and ranges, and refuses what Fastify could not read', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.30.0.0/16,::1,loopback' }).trustProxy).toBe(
      '10.0.0.2, 172.30.0.0/16,::1,loopback',
    );
    expect(loadConfig({}).trustProxy).toBeUndefined();
    for (const bad of ['true', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/8']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        `TRUST_PROXY entries must be IP addresses or CIDR ranges (got '${bad}')`,
      );
    }
  });

  it('takes the limits from the environment and refuses nonsense', () => {
    const { throttle } = loadConfig({
      SIGN_IN_FAILURES_PER_ACCOUNT: '5',
      SIGN_IN_FAILURES_PER_DEVICE: '4',
      SIGN_IN_WINDOW_MINUTES: '30',
    });
    expect(throttle['sign-in'].limits.account).toEqual({ limit: 5, windowMs: 1_800_000 });
    expect(throttle['sign-in'].limits.device).toEqual({ limit: 4, windowMs: 1_800_000 });
    expect(() => loadConfig({ SIGN_IN_FAILURES_PER_DEVICE: 'none' })).toThrow(
      "SIGN_IN_FAILURES_PER_DEVICE must be a whole number of at least 1 (got 'none')",
    );
    expect(() => loadConfig({ SIGN_UPS_PER_ADDRESS: '0' })).toThrow(
      "SIGN_UPS_PER_ADDRESS must be a whole number of at least 1 (got '0')",
    );
  });

  it('limits mail per member and per recipient address, by default 40 and 20 an hour, and one sign-up notice', () => {
    expect(loadConfig({}).mailLimits).toEqual({
      perMember: { limit: 40, windowMs: 3_600_000 },
      perRecipient: { limit: 20, windowMs: 3_600_000 },
      signUpNoticesPerRecipient: { limit: 1, windowMs: 3_600_000 },
    });
    expect(
      loadConfig({
        MAILS_PER_MEMBER: '3',
        MAILS_PER_RECIPIENT: '2',
        SIGN_UP_NOTICES_PER_RECIPIENT: '4',
        MAIL_WINDOW_MINUTES: '10',
      }).mailLimits,
    ).toEqual({
      perMember: { limit: 3, windowMs: 600_000 },
      perRecipient: { limit: 2, windowMs: 600_000 },
      signUpNoticesPerRecipient: { limit: 4, windowMs: 600_000 },
    });
    expect(() => loadConfig({ MAILS_PER_RECIPIENT: 'lots' })).toThrow(
      "MAILS_PER_RECIPIENT must be a whole number of at least 1 (got 'lots')",
    );
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

  it('bounds each member to TRADE_ACTIVE_LISTINGS_PER_MEMBER active listings, 50 unless set', () => {
    expect(loadConfig({}).tradeActiveListingsPerMember).toBe(50);
    expect(loadConfig({ TRADE_ACTIVE_LISTINGS_PER_MEMBER: '3' }).tradeActiveListingsPerMember).toBe(3);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => loadConfig({ TRADE_ACTIVE_LISTINGS_PER_MEMBER: bad })).toThrow(
        `TRADE_ACTIVE_LISTINGS_PER_MEMBER must be a whole number of at least 1 (got '${bad}')`,
      );
    }
  });

  it('splits CORS_ORIGINS and trims trailing slashes', () => {
    expect(loadConfig({ CORS_ORIGINS: 'http://a.test/, https://b.test' }).corsOrigins).toEqual([
      'http://a.test',
      'https://b.test',
    ]);
  });

  it('lets a card import fetch only from the hosts of the data set, at most 20 MB a file, unless told otherwise', () => {
    expect(loadConfig({}).cardImport).toEqual({
      hosts: [
        'github.com',
        'codeload.github.com',
        'raw.githubusercontent.com',
        'objects.githubusercontent.com',
      ],
      privateAddresses: [],
      maxBytes: 20 * 1024 * 1024,
    });
    expect(
      loadConfig({
        CARD_IMPORT_HOSTS: 'Mirror.Club.Test, 10.0.0.5',
        CARD_IMPORT_PRIVATE_ADDRESSES: '10.0.0.5, fd00::/8',
        CARD_IMPORT_MAX_MB: '5',
      }).cardImport,
    ).toEqual({
      hosts: ['mirror.club.test', '10.0.0.5'],
      privateAddresses: [
        { network: '10.0.0.5', prefix: 32, family: 'ipv4' },
        { network: 'fd00::', prefix: 8, family: 'ipv6' },
      ],
      maxBytes: 5 * 1024 * 1024,
    });
    expect(() =>
      loadConfig({
        CARD_IMPORT_HOSTS: 'https://github.com,raw.githubusercontent.com:443',
        CARD_IMPORT_PRIVATE_ADDRESSES: 'intranet',
        CARD_IMPORT_MAX_MB: '0',
      }),
    ).toThrow(
      [
        "CARD_IMPORT_HOSTS entry 'https://github.com' is not a host name (no scheme, port or path)",
        "CARD_IMPORT_HOSTS entry 'raw.githubusercontent.com:443' is not a host name (no scheme, port or path)",
        "CARD_IMPORT_PRIVATE_ADDRESSES entry 'intranet' is not an IP address or CIDR range",
        "CARD_IMPORT_MAX_MB must be a whole number of megabytes from 1 to 1024 (got '0')",
      ].join('\n  - '),
    );
  });

  it('lets one address cause 200 card-image fetches per 10 minutes unless told otherwise', () => {
    expect(loadConfig({}).cardImageFills).toEqual({ limit: 200, windowMs: 600_000 });
    expect(
      loadConfig({ CARD_IMAGE_FILLS_PER_ADDRESS: '5', CARD_IMAGE_FILL_WINDOW_MINUTES: '1' }).cardImageFills,
    ).toEqual({ limit: 5, windowMs: 60_000 });
    expect(() => loadConfig({ CARD_IMAGE_FILLS_PER_ADDRESS: 'many' })).toThrow(
      "CARD_IMAGE_FILLS_PER_ADDRESS must be a whole number of at least 1 (got 'many')",
    );
  });
});
