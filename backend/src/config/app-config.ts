import { join, resolve } from 'node:path';
import type { z } from 'zod';
import type { AddressRange } from './address-range.js';
import { DEFAULT_CARD_IMPORT_HOSTS, environmentSchema, type Environment } from './config-schema.js';
import type { Limit, ThrottlePolicies } from './throttle-policy.js';

/**
 * Every setting the server reads from the environment, typed and validated once at start. What each means, its
 * default and its limits are written once, in config-schema.ts (and README.md's table generated from it).
 */
export interface AppConfig {
  nodeEnv: Environment['NODE_ENV'];
  port: number;
  host: string;
  /** Unset: the embedded PostgreSQL in DATA_DIR/postgres. */
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  /** Unset: generated into DATA_DIR (outside production). */
  jwtSecret: string | undefined;
  /** Unset: mails written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  clubEmail: string;
  clubName: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  corsOrigins: string[];
  seedDemo: boolean;
  logLevel: string;
  frontendDist: string;
  trustProxy: string | undefined;
  searchCacheBytes: number;
  cardImageBaseUrl: string;
  tradeActiveListingsPerMember: number;
  cardImageFills: Limit;
  cardImport: CardImportConfig;
  throttle: ThrottlePolicies;
  /** How much mail the club's server sends on behalf of one member, and of each kind to one address (see MailGate). */
  mailLimits: MailLimits;
  /** Unset: files in DATA_DIR/files. */
  s3: S3Config | undefined;
}

export interface MailLimits {
  perMember: Limit;
  /** Each kind of notice others cause has this budget at its recipient. */
  perRecipient: Limit;
  signUpNoticesPerRecipient: Limit;
}

export interface S3Config {
  /** Unset: AWS itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's own credential chain (AWS_* variables, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface CardImportConfig {
  hosts: string[];
  privateAddresses: AddressRange[];
  maxBytes: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The repository root, from backend/src/config or backend/dist/config alike. */
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** "PORT must be …": a variable's own problems are worded after its name; the others name theirs. */
function problemText(issue: z.core.$ZodIssue): string {
  return issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message;
}

/** Reads and checks the environment (environmentSchema); throws a ConfigError that lists every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Unset and blank are alike.
  const given = Object.fromEntries(
    Object.keys(environmentSchema.shape).map((name) => [name, env[name]?.trim() || undefined]),
  );
  const parsed = environmentSchema.safeParse(given);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map(problemText));
  // A relative DATA_DIR means relative to where the command was typed (npm keeps that in INIT_CWD).
  return appConfig(parsed.data, env.INIT_CWD ?? process.cwd());
}

function appConfig(env: Environment, workingDir: string): AppConfig {
  const nodeEnv = env.NODE_ENV;
  const limit = (limit: number, windowMs: number): Limit => ({ limit, windowMs });
  const signInWindow = env.SIGN_IN_WINDOW_MINUTES;
  const enquiryWindow = env.ENQUIRY_WINDOW_MINUTES;
  const forumWindow = env.FORUM_WINDOW_MINUTES;
  return {
    nodeEnv,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR ? resolve(workingDir, env.DATA_DIR) : join(REPO_ROOT, '.data'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    jwtSecret: env.JWT_SECRET,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    clubEmail: env.CLUB_EMAIL,
    clubName: env.CLUB_NAME,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    corsOrigins: env.CORS_ORIGINS ?? [],
    // A newcomer's `npm start` (no NODE_ENV) shows a lived-in club; a production start never invents members.
    seedDemo: env.SEED_DEMO ?? (!env.DATABASE_URL && nodeEnv !== 'production'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    frontendDist: env.FRONTEND_DIST ?? join(REPO_ROOT, 'frontend/dist'),
    trustProxy: env.TRUST_PROXY,
    searchCacheBytes: env.SEARCH_CACHE_MB * 1024 * 1024,
    cardImageBaseUrl: env.CARD_IMAGE_BASE_URL,
    tradeActiveListingsPerMember: env.TRADE_ACTIVE_LISTINGS_PER_MEMBER,
    cardImageFills: limit(env.CARD_IMAGE_FILLS_PER_ADDRESS, env.CARD_IMAGE_FILL_WINDOW_MINUTES),
    cardImport: {
      hosts: env.CARD_IMPORT_HOSTS ?? DEFAULT_CARD_IMPORT_HOSTS,
      privateAddresses: env.CARD_IMPORT_PRIVATE_ADDRESSES ?? [],
      maxBytes: env.CARD_IMPORT_MAX_MB * 1024 * 1024,
    },
    throttle: {
      'sign-in': {
        counts: 'failures',
        limits: {
          account: limit(env.SIGN_IN_FAILURES_PER_ACCOUNT, signInWindow),
          device: limit(env.SIGN_IN_FAILURES_PER_DEVICE, signInWindow),
          address: limit(env.SIGN_IN_FAILURES_PER_ADDRESS, signInWindow),
        },
      },
      // Wrong current passwords are guesses too, counted per member like an account's at sign-in.
      'change-password': {
        counts: 'failures',
        limits: { member: limit(env.SIGN_IN_FAILURES_PER_ACCOUNT, signInWindow) },
      },
      'sign-up': {
        counts: 'attempts',
        limits: { address: limit(env.SIGN_UPS_PER_ADDRESS, env.SIGN_UP_WINDOW_MINUTES) },
      },
      contact: {
        counts: 'attempts',
        limits: { address: limit(env.CONTACT_MESSAGES_PER_ADDRESS, env.CONTACT_WINDOW_MINUTES) },
      },
      // A visitor's messages to sellers and artists: per address, and per the e-mail address they give.
      enquiry: {
        counts: 'attempts',
        limits: {
          address: limit(env.ENQUIRIES_PER_ADDRESS, enquiryWindow),
          account: limit(env.ENQUIRIES_PER_EMAIL, enquiryWindow),
        },
      },
      'forum-post': {
        counts: 'attempts',
        limits: { member: limit(env.FORUM_POSTS_PER_MEMBER, forumWindow) },
      },
      'forum-comment': {
        counts: 'attempts',
        limits: { member: limit(env.FORUM_COMMENTS_PER_MEMBER, forumWindow) },
      },
    },
    mailLimits: {
      perMember: limit(env.MAILS_PER_MEMBER, env.MAIL_WINDOW_MINUTES),
      perRecipient: limit(env.MAILS_PER_RECIPIENT, env.MAIL_WINDOW_MINUTES),
      signUpNoticesPerRecipient: limit(env.SIGN_UP_NOTICES_PER_RECIPIENT, env.MAIL_WINDOW_MINUTES),
    },
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          // A self-hosted endpoint rarely has a DNS name per bucket; AWS itself prefers virtual-hosted names.
          forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
        }
      : undefined,
  };
}
