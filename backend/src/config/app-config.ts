import { isAbsolute, join, resolve } from 'node:path';
import { parseAddressRange, type AddressRange } from './address-range.js';
import type { Limit, ThrottlePolicies } from './throttle-policy.js';

/** Every setting the server reads from the environment, typed and validated once at start. */
export interface AppConfig {
  /** production | development | test */
  nodeEnv: 'production' | 'development' | 'test';
  /** TCP port the site and API listen on. */
  port: number;
  /** Host address to bind. */
  host: string;
  /** PostgreSQL connection string; unset means the embedded PostgreSQL in DATA_DIR/postgres. */
  databaseUrl: string | undefined;
  /** Folder for the embedded database, generated secrets, mail outbox and uploads. */
  dataDir: string;
  /** Address people use to reach the site; used in e-mail links. */
  publicUrl: string;
  /** Secret that signs access tokens. Generated into DATA_DIR outside production when unset. */
  jwtSecret: string | undefined;
  /** SMTP server for outgoing mail (smtp://user:pass@host:port); unset writes .eml files to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  /** Sender of outgoing mail. */
  mailFrom: string;
  /** Where messages from the contact form are sent. */
  clubEmail: string;
  /** The club's name, as watermarked on artwork images and signed in trade mails. */
  clubName: string;
  /** First admin created on an empty database. */
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** Extra origins allowed to call the API from a browser (comma-separated). */
  corsOrigins: string[];
  /** Whether to seed demo content into an empty database: by default only on the embedded one, outside production. */
  seedDemo: boolean;
  /** pino log level. */
  logLevel: string;
  /** Folder of the built frontend served at `/`. */
  frontendDist: string;
  /** Proxy addresses whose X-Forwarded-For is believed (comma-separated), or unset to trust none. */
  trustProxy: string | undefined;
  /** Bytes the card search may keep answers in (search answers and cards' answers, half each). */
  searchCacheBytes: number;
  /** Where card images are fetched from: replaces the data set's https://images.pokemontcg.io. */
  cardImageBaseUrl: string;
  /** Active trade listings a member may have at once (each may carry a photo of up to 5 MB). */
  tradeActiveListingsPerMember: number;
  /** Fetches of card images not yet cached that one address may cause per window (beyond: 429). */
  cardImageFills: Limit;
  /** What an import from a URL may fetch. */
  cardImport: CardImportConfig;
  /**
   * Limits of the throttled doors: sign-in, change-password, sign-up, contact, enquiries to sellers and artists,
   * new forum posts and comments.
   */
  throttle: ThrottlePolicies;
  /** How much mail the club's server sends on behalf of one member, and to one address (see MailGate). */
  mailLimits: MailLimits;
  /** Uploads and the card-image cache in an S3-compatible bucket; unset keeps them in DATA_DIR/files. */
  s3: S3Config | undefined;
}

export interface MailLimits {
  perMember: Limit;
  perRecipient: Limit;
}

export interface S3Config {
  /** http(s) address of an S3-compatible service (MinIO, Garage, R2…); unset means AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's own credential chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `http://host/bucket/key` rather than `http://bucket.host/key`, as MinIO and most self-hosted stores want. */
  forcePathStyle: boolean;
}

export interface CardImportConfig {
  /** Host names an import may fetch from, redirects included. */
  hosts: string[];
  /** Private addresses it may reach nonetheless (a mirror on the club's own network). */
  privateAddresses: AddressRange[];
  /** Largest file it reads. */
  maxBytes: number;
}

/** The data set's own hosts, as GitHub serves it: repository page, archives, raw files, large objects. */
export const DEFAULT_CARD_IMPORT_HOSTS = [
  'github.com',
  'codeload.github.com',
  'raw.githubusercontent.com',
  'objects.githubusercontent.com',
];

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** What the card search may keep answers in unless SEARCH_CACHE_MB says otherwise (docs/performance.md). */
export const DEFAULT_SEARCH_CACHE_MB = 32;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
/** The repository root, from backend/src/config or backend/dist/config alike. */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');
const DEFAULT_FRONTEND_DIST = join(REPO_ROOT, 'frontend/dist');

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/.test(value);
}

/** The names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (address/bits) or a named range, as Fastify's `trustProxy` reads them. */
function isProxyAddress(entry: string): boolean {
  return PROXY_RANGE_NAMES.includes(entry) || parseAddressRange(entry) !== undefined;
}

function emptyToUndefined(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** Reads and checks the environment; throws a ConfigError that lists every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = (emptyToUndefined(env.NODE_ENV) ?? 'development') as AppConfig['nodeEnv'];
  if (!['production', 'development', 'test'].includes(nodeEnv)) {
    problems.push(`NODE_ENV must be production, development or test (got '${env.NODE_ENV}')`);
  }

  const portText = emptyToUndefined(env.PORT) ?? '3000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a whole number from 0 to 65535 (got '${portText}')`);
  }

  const databaseUrl = emptyToUndefined(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(?:ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }

  // A relative DATA_DIR means relative to where the command was typed (npm keeps that in INIT_CWD).
  const dataDirText = emptyToUndefined(env.DATA_DIR);
  const dataDir = !dataDirText
    ? join(REPO_ROOT, '.data')
    : isAbsolute(dataDirText)
      ? dataDirText
      : resolve(env.INIT_CWD ?? process.cwd(), dataDirText);

  const publicUrlText = emptyToUndefined(env.PUBLIC_URL);
  const publicUrl = (publicUrlText ?? `http://localhost:${Number.isInteger(port) ? port : 3000}`).replace(
    /(?<!\/)\/+$/,
    '',
  );
  if (!isHttpUrl(publicUrl)) problems.push(`PUBLIC_URL must be an http(s) URL (got '${publicUrlText}')`);

  const jwtSecret = emptyToUndefined(env.JWT_SECRET);
  if (jwtSecret && jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
  if (!jwtSecret && nodeEnv === 'production') problems.push('JWT_SECRET is required in production');

  const smtpUrl = emptyToUndefined(env.SMTP_URL);
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');

  const mailFrom = emptyToUndefined(env.MAIL_FROM) ?? 'Pokémon TCG Club <no-reply@club.local>';

  const clubEmail = emptyToUndefined(env.CLUB_EMAIL) ?? 'committee@club.local';
  if (!isEmail(clubEmail)) problems.push(`CLUB_EMAIL must be an e-mail address (got '${clubEmail}')`);

  const clubName = emptyToUndefined(env.CLUB_NAME) ?? 'Pokémon TCG Club';
  if (clubName.length > 60) problems.push('CLUB_NAME must be at most 60 characters long');

  const adminEmail = emptyToUndefined(env.ADMIN_EMAIL)?.toLowerCase();
  const adminPassword = emptyToUndefined(env.ADMIN_PASSWORD);
  if (adminEmail && !isEmail(adminEmail)) problems.push('ADMIN_EMAIL must be an e-mail address');
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminPassword && adminPassword.length < 8)
    problems.push('ADMIN_PASSWORD must be at least 8 characters long');

  const corsOrigins = (emptyToUndefined(env.CORS_ORIGINS) ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/(?<!\/)\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isHttpUrl(origin)) problems.push(`CORS_ORIGINS entry '${origin}' is not an http(s) origin`);
  }

  const seedText = emptyToUndefined(env.SEED_DEMO)?.toLowerCase();
  if (seedText && !['true', 'false', '1', '0'].includes(seedText)) {
    problems.push('SEED_DEMO must be true or false');
  }
  // A newcomer's `npm start` (no NODE_ENV) shows a lived-in club; a production start never invents members.
  const seedDemo = seedText
    ? seedText === 'true' || seedText === '1'
    : !databaseUrl && nodeEnv !== 'production';

  const logLevel = emptyToUndefined(env.LOG_LEVEL) ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const searchCacheText = emptyToUndefined(env.SEARCH_CACHE_MB) ?? String(DEFAULT_SEARCH_CACHE_MB);
  const searchCacheMb = Number(searchCacheText);
  if (!/^\d+$/.test(searchCacheText) || searchCacheMb > 256) {
    problems.push(
      `SEARCH_CACHE_MB must be a whole number of megabytes from 0 to 256 (got '${searchCacheText}')`,
    );
  }

  const cardImageBaseUrl = (
    emptyToUndefined(env.CARD_IMAGE_BASE_URL) ?? 'https://images.pokemontcg.io'
  ).replace(/(?<!\/)\/+$/, '');
  if (!isHttpUrl(cardImageBaseUrl)) problems.push('CARD_IMAGE_BASE_URL must be an http(s) URL');

  const whole = (name: string, fallback: number) => {
    const text = emptyToUndefined(env[name]) ?? String(fallback);
    const value = Number(text);
    if (Number.isInteger(value) && value >= 1) return value;
    problems.push(`${name} must be a whole number of at least 1 (got '${text}')`);
    return fallback;
  };
  const minutes = (name: string, fallback: number) => whole(name, fallback) * 60_000;
  const signInWindowMs = minutes('SIGN_IN_WINDOW_MINUTES', 15);
  const failuresPerAccount = whole('SIGN_IN_FAILURES_PER_ACCOUNT', 10);
  const forumWindowMs = minutes('FORUM_WINDOW_MINUTES', 10);
  const enquiryWindowMs = minutes('ENQUIRY_WINDOW_MINUTES', 60);
  const throttle: ThrottlePolicies = {
    'sign-in': {
      counts: 'failures',
      limits: {
        account: { limit: failuresPerAccount, windowMs: signInWindowMs },
        device: { limit: whole('SIGN_IN_FAILURES_PER_DEVICE', 10), windowMs: signInWindowMs },
        address: { limit: whole('SIGN_IN_FAILURES_PER_ADDRESS', 100), windowMs: signInWindowMs },
      },
    },
    // Wrong current passwords are guesses too, counted per member like an account's at sign-in.
    'change-password': {
      counts: 'failures',
      limits: { member: { limit: failuresPerAccount, windowMs: signInWindowMs } },
    },
    'sign-up': {
      counts: 'attempts',
      limits: {
        address: {
          limit: whole('SIGN_UPS_PER_ADDRESS', 20),
          windowMs: minutes('SIGN_UP_WINDOW_MINUTES', 60),
        },
      },
    },
    contact: {
      counts: 'attempts',
      limits: {
        address: {
          limit: whole('CONTACT_MESSAGES_PER_ADDRESS', 5),
          windowMs: minutes('CONTACT_WINDOW_MINUTES', 60),
        },
      },
    },
    // A visitor's messages to sellers and artists: per address, and per the e-mail address they give.
    enquiry: {
      counts: 'attempts',
      limits: {
        address: { limit: whole('ENQUIRIES_PER_ADDRESS', 10), windowMs: enquiryWindowMs },
        account: { limit: whole('ENQUIRIES_PER_EMAIL', 5), windowMs: enquiryWindowMs },
      },
    },
    'forum-post': {
      counts: 'attempts',
      limits: { member: { limit: whole('FORUM_POSTS_PER_MEMBER', 10), windowMs: forumWindowMs } },
    },
    'forum-comment': {
      counts: 'attempts',
      limits: { member: { limit: whole('FORUM_COMMENTS_PER_MEMBER', 30), windowMs: forumWindowMs } },
    },
  };

  const tradeActiveListingsPerMember = whole('TRADE_ACTIVE_LISTINGS_PER_MEMBER', 50);
  const trustProxy = emptyToUndefined(env.TRUST_PROXY);
  for (const entry of trustProxy?.split(',').map((text) => text.trim()) ?? []) {
    if (!isProxyAddress(entry)) {
      problems.push(`TRUST_PROXY entries must be IP addresses or CIDR ranges (got '${entry}')`);
    }
  }

  const cardImageFills = {
    limit: whole('CARD_IMAGE_FILLS_PER_ADDRESS', 200),
    windowMs: minutes('CARD_IMAGE_FILL_WINDOW_MINUTES', 10),
  };
  const cardImport = cardImportConfig(env, problems);
  const mailWindowMs = minutes('MAIL_WINDOW_MINUTES', 60);
  const mailLimits: MailLimits = {
    perMember: { limit: whole('MAILS_PER_MEMBER', 40), windowMs: mailWindowMs },
    perRecipient: { limit: whole('MAILS_PER_RECIPIENT', 20), windowMs: mailWindowMs },
  };

  const s3 = s3Config(env, problems);

  if (problems.length) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    host: emptyToUndefined(env.HOST) ?? '0.0.0.0',
    databaseUrl,
    dataDir,
    publicUrl,
    jwtSecret,
    smtpUrl,
    mailFrom,
    clubEmail,
    clubName,
    adminEmail,
    adminPassword,
    corsOrigins,
    seedDemo,
    logLevel,
    frontendDist: emptyToUndefined(env.FRONTEND_DIST) ?? DEFAULT_FRONTEND_DIST,
    trustProxy,
    searchCacheBytes: searchCacheMb * 1024 * 1024,
    cardImageBaseUrl,
    tradeActiveListingsPerMember,
    cardImageFills,
    cardImport,
    throttle,
    mailLimits,
    s3,
  };
}

function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** A host name or IP address alone, as `new URL` spells it (no port, path or user). */
function isHostName(entry: string): boolean {
  return URL.canParse(`http://${entry}`) && new URL(`http://${entry}`).hostname === entry;
}

function cardImportConfig(env: NodeJS.ProcessEnv, problems: string[]): CardImportConfig {
  const hostsText = emptyToUndefined(env.CARD_IMPORT_HOSTS);
  const hosts = hostsText ? commaList(hostsText.toLowerCase()) : DEFAULT_CARD_IMPORT_HOSTS;
  for (const host of hosts.filter((entry) => !isHostName(entry)))
    problems.push(`CARD_IMPORT_HOSTS entry '${host}' is not a host name (no scheme, port or path)`);

  const privateAddresses: AddressRange[] = [];
  for (const entry of commaList(env.CARD_IMPORT_PRIVATE_ADDRESSES)) {
    const range = parseAddressRange(entry);
    if (range) privateAddresses.push(range);
    else problems.push(`CARD_IMPORT_PRIVATE_ADDRESSES entry '${entry}' is not an IP address or CIDR range`);
  }

  const maxMbText = emptyToUndefined(env.CARD_IMPORT_MAX_MB) ?? '20';
  const maxMb = Number(maxMbText);
  if (!/^\d+$/.test(maxMbText) || maxMb < 1 || maxMb > 1024)
    problems.push(
      `CARD_IMPORT_MAX_MB must be a whole number of megabytes from 1 to 1024 (got '${maxMbText}')`,
    );
  return { hosts, privateAddresses, maxBytes: maxMb * 1024 * 1024 };
}

/** S3_BUCKET turns the S3 store on; the rest says where and as whom. */
function s3Config(env: NodeJS.ProcessEnv, problems: string[]): S3Config | undefined {
  const bucket = emptyToUndefined(env.S3_BUCKET);
  const endpoint = emptyToUndefined(env.S3_ENDPOINT)?.replace(/(?<!\/)\/+$/, '');
  const accessKeyId = emptyToUndefined(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = emptyToUndefined(env.S3_SECRET_ACCESS_KEY);
  const pathStyleText = emptyToUndefined(env.S3_FORCE_PATH_STYLE)?.toLowerCase();
  if (!bucket) {
    if (endpoint || accessKeyId || secretAccessKey)
      problems.push(
        'S3_BUCKET must be set to use S3 storage (S3_ENDPOINT or S3 credentials are set without it)',
      );
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(
      `S3_BUCKET must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens (got '${bucket}')`,
    );
  if (endpoint && !isHttpUrl(endpoint))
    problems.push(`S3_ENDPOINT must be an http(s) URL (got '${endpoint}')`);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  if (pathStyleText && !['true', 'false', '1', '0'].includes(pathStyleText))
    problems.push('S3_FORCE_PATH_STYLE must be true or false');
  return {
    endpoint,
    bucket,
    region: emptyToUndefined(env.S3_REGION) ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // A self-hosted endpoint rarely has a DNS name per bucket; AWS itself prefers virtual-hosted names.
    forcePathStyle: pathStyleText ? pathStyleText === 'true' || pathStyleText === '1' : Boolean(endpoint),
  };
}
