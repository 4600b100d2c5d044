import { z } from 'zod';
import { parseAddressRange } from './address-range.js';

/** What README.md's configuration table says of a variable (`npm run docs:config` writes the table). */
export interface VariableDoc {
  /** Markdown: the value when unset. */
  defaultText: string;
  /** Markdown: what it sets. */
  meaning: string;
}

export const documented = z.registry<VariableDoc>();

/** An issue's message is read after the variable's name: "PORT must be …". */
const got = (rule: string) => (issue: { input?: unknown }) => `${rule} (got '${String(issue.input)}')`;

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/.test(value);
}

function isHttpUrl(value: string): boolean {
  const url = URL.parse(value);
  return url?.protocol === 'http:' || url?.protocol === 'https:';
}

/** A host name or IP address alone, as `new URL` spells it (no port, path or user). */
function isHostName(entry: string): boolean {
  return URL.parse(`http://${entry}`)?.hostname === entry;
}

/** The names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const withoutTrailingSlashes = (value: string) => value.replace(/(?<!\/)\/+$/, '');
const commaList = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER, unit = '') {
  const rule =
    max === Number.MAX_SAFE_INTEGER
      ? `must be a whole number${unit} of at least ${min}`
      : `must be a whole number${unit} from ${min} to ${max}`;
  return z
    .string()
    .refine((text) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max, { error: got(rule) })
    .transform(Number);
}

const trueOrFalse = z
  .string()
  .transform((text) => text.toLowerCase())
  .refine((text) => ['true', 'false', '1', '0'].includes(text), { error: 'must be true or false' })
  .transform((text) => text === 'true' || text === '1');

/** A comma-separated list whose every (normalised) entry must pass `accepts`; each bad one is a problem of its own. */
function listOf(
  accepts: (entry: string) => boolean,
  refusal: (entry: string) => string,
  normalise = (entry: string) => entry,
) {
  return z
    .string()
    .transform((text) => commaList(text).map(normalise))
    .superRefine((entries, ctx) => {
      for (const entry of entries.filter((one) => !accepts(one)))
        ctx.addIssue({ code: 'custom', message: refusal(entry) });
    });
}

function given<Out>(schema: z.ZodType<Out, string>, fallback: string, meaning: string) {
  return schema.prefault(fallback).register(documented, { defaultText: `\`${fallback}\``, meaning });
}

function optional<Out>(schema: z.ZodType<Out, string>, defaultText: string, meaning: string) {
  return schema.optional().register(documented, { defaultText, meaning });
}

const count = (fallback: number, meaning: string) => given(wholeNumber(1), String(fallback), meaning);
const minutes = (fallback: number, meaning: string) =>
  given(
    wholeNumber(1).transform((value) => value * 60_000),
    String(fallback),
    meaning,
  );

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DEFAULT_SEARCH_CACHE_MB = 32;
/** The data set's own hosts, as GitHub serves it: repository page, archives, raw files, large objects. */
export const DEFAULT_CARD_IMPORT_HOSTS = [
  'github.com',
  'codeload.github.com',
  'raw.githubusercontent.com',
  'objects.githubusercontent.com',
];

/**
 * Every environment variable the server reads, in the order of README.md's table: each parses its text (unset and
 * blank are alike) into a value, with its default and limits. Defaults that depend on other variables are applied
 * by loadConfig.
 */
export const environmentSchema = z
  .object({
    PORT: given(wholeNumber(0, 65535), '3000', 'port of the site and the API'),
    HOST: given(z.string(), '0.0.0.0', 'address to bind'),
    DATABASE_URL: optional(
      z.string().regex(/^postgres(?:ql)?:\/\//, 'must start with postgres:// or postgresql://'),
      'unset: embedded PostgreSQL',
      '`postgres://user:pass@host:5432/db` of any PostgreSQL (13+, with the `pg_trgm` extension available)',
    ),
    DATA_DIR: optional(
      z.string(),
      '`.data` in the repository',
      'embedded database, generated secret, mail outbox, uploaded files and card-image cache (unless `S3_BUCKET`), backups; relative to where the command was typed',
    ),
    PUBLIC_URL: optional(
      z
        .string()
        .transform(withoutTrailingSlashes)
        .refine(isHttpUrl, { error: got('must be an http(s) URL') }),
      '`http://localhost:$PORT`',
      'the address people use; links in e-mails',
    ),
    JWT_SECRET: optional(
      z.string().min(32, 'must be at least 32 characters long'),
      'generated into `DATA_DIR`',
      'signs access tokens; at least 32 characters; **required in production**',
    ),
    SMTP_URL: optional(
      z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'),
      'unset: mails written to `DATA_DIR/outbox/*.eml`',
      '`smtp://user:pass@host:587` or `smtps://…`',
    ),
    MAIL_FROM: given(z.string(), 'Pokémon TCG Club <no-reply@club.local>', 'sender of outgoing mail'),
    CLUB_EMAIL: given(
      z.string().refine(isEmail, { error: got('must be an e-mail address') }),
      'committee@club.local',
      'where contact-form messages are mailed (reply-to the visitor); admins also read them under **Admin → Contact messages**',
    ),
    CLUB_NAME: given(
      z.string().max(60, 'must be at most 60 characters long'),
      'Pokémon TCG Club',
      'the club’s name (at most 60 characters) as watermarked on artwork pictures and signed in trade e-mails',
    ),
    ADMIN_EMAIL: optional(
      z
        .string()
        .transform((text) => text.toLowerCase())
        .refine(isEmail, 'must be an e-mail address'),
      'unset',
      'the first admin’s e-mail, created on an empty database (with `ADMIN_PASSWORD`)',
    ),
    ADMIN_PASSWORD: optional(
      z.string().min(8, 'must be at least 8 characters long'),
      'unset',
      'the first admin’s password, at least 8 characters (with `ADMIN_EMAIL`)',
    ),
    SEED_DEMO: optional(
      trueOrFalse,
      '`true` with the embedded database, outside production',
      'demo content (and the demo admin `admin@club.local`, its password in `DATA_DIR/first-admin-password.txt`) on an empty database',
    ),
    CORS_ORIGINS: optional(
      listOf(isHttpUrl, (origin) => `entry '${origin}' is not an http(s) origin`, withoutTrailingSlashes),
      'none',
      'extra browser origins allowed to call the API (comma-separated)',
    ),
    TRUST_PROXY: optional(
      z.string().superRefine((text, ctx) => {
        for (const entry of text.split(',').map((one) => one.trim())) {
          if (PROXY_RANGE_NAMES.includes(entry) || parseAddressRange(entry)) continue;
          ctx.addIssue({
            code: 'custom',
            message: `entries must be IP addresses or CIDR ranges (got '${entry}')`,
          });
        }
      }),
      'none',
      // Per-address limits key a visitor by addressLimitKey (throttling/address-limit-key.ts).
      'the proxy’s addresses or CIDR ranges, whose `X-Forwarded-For` is believed; **set it behind a proxy** (the log warns), or all visitors share its address in per-address limits (IPv6 by /64)',
    ),
    S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        error: got('must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens'),
      }),
      'unset: files in `DATA_DIR/files`',
      'keep uploads and the card-image cache in this S3-compatible bucket (needed for several replicas)',
    ),
    S3_ENDPOINT: optional(
      z
        .string()
        .transform(withoutTrailingSlashes)
        .refine(isHttpUrl, { error: got('must be an http(s) URL') }),
      'unset: AWS',
      'address of an S3-compatible service (MinIO, Garage, R2…)',
    ),
    S3_REGION: given(z.string(), 'us-east-1', 'the bucket’s region'),
    S3_ACCESS_KEY_ID: optional(
      z.string(),
      'unset: the AWS SDK’s own chain (`AWS_*` variables, instance role)',
      'credential for the bucket (with `S3_SECRET_ACCESS_KEY`)',
    ),
    S3_SECRET_ACCESS_KEY: optional(
      z.string(),
      'unset: the AWS SDK’s own chain',
      'credential for the bucket (with `S3_ACCESS_KEY_ID`)',
    ),
    S3_FORCE_PATH_STYLE: optional(
      trueOrFalse,
      '`true` with `S3_ENDPOINT`, else `false`',
      '`host/bucket/key` addresses, as most self-hosted stores want',
    ),
    CARD_IMAGE_BASE_URL: given(
      z.string().transform(withoutTrailingSlashes).refine(isHttpUrl, 'must be an http(s) URL'),
      'https://images.pokemontcg.io',
      'the one host card images are fetched from (then cached); only PNG, JPEG and WebP pictures are kept and served',
    ),
    CARD_IMAGE_FILLS_PER_ADDRESS: count(
      200,
      'fetches of card images not yet cached that one address may cause per window (then 429 with `Retry-After`); cached images are always served',
    ),
    CARD_IMAGE_FILL_WINDOW_MINUTES: minutes(10, 'the window of `CARD_IMAGE_FILLS_PER_ADDRESS`'),
    CARD_IMPORT_HOSTS: optional(
      listOf(
        isHostName,
        (host) => `entry '${host}' is not a host name (no scheme, port or path)`,
        (host) => host.toLowerCase(),
      ),
      `GitHub’s: ${DEFAULT_CARD_IMPORT_HOSTS.map((host) => `\`${host}\``).join(', ')}`,
      'hosts (comma-separated) a card import from a URL may fetch from, redirects included',
    ),
    CARD_IMPORT_PRIVATE_ADDRESSES: optional(
      listOf(
        (entry) => parseAddressRange(entry) !== undefined,
        (entry) => `entry '${entry}' is not an IP address or CIDR range`,
      ).transform((entries) => entries.map((entry) => parseAddressRange(entry)!)),
      'none',
      'private addresses or CIDR ranges (comma-separated) a card import may reach, e.g. a mirror on the club’s network; all other non-public addresses are refused',
    ),
    CARD_IMPORT_MAX_MB: given(
      wholeNumber(1, 1024, ' of megabytes'),
      '20',
      'largest file a card import from a URL reads (1–1024); a larger one stops the import as it arrives',
    ),
    SIGN_IN_FAILURES_PER_ACCOUNT: count(
      10,
      'wrong passwords for an account per window from browsers never signed in to it; then they get 429 with `Retry-After`, a success clears nothing; also wrong current passwords at change-password',
    ),
    SIGN_IN_FAILURES_PER_DEVICE: count(
      10,
      'wrong passwords per window from a browser that signed in to that account before (device cookie, a year, 5 accounts); then only it gets 429; a success clears them; others never hold it up',
    ),
    SIGN_IN_FAILURES_PER_ADDRESS: count(
      100,
      'sign-ins from one address (across accounts, not from known browsers) per window, counted before the password is checked, so simultaneous guesses cannot slip past; a success is given back',
    ),
    SIGN_IN_WINDOW_MINUTES: minutes(15, 'the window of the sign-in and change-password limits'),
    SIGN_UPS_PER_ADDRESS: count(
      20,
      'sign-ups from one address per window (a parent signing up a family fits); bad input does not count',
    ),
    SIGN_UP_WINDOW_MINUTES: minutes(60, 'the window of `SIGN_UPS_PER_ADDRESS`'),
    CONTACT_MESSAGES_PER_ADDRESS: count(
      5,
      'contact-form messages from one address per window (429 with `Retry-After` beyond); bad input does not count',
    ),
    CONTACT_WINDOW_MINUTES: minutes(60, 'the window of `CONTACT_MESSAGES_PER_ADDRESS`'),
    ENQUIRIES_PER_ADDRESS: count(
      10,
      'Make Offer and Enquire messages (mailed by the club, docs/adr/0010) per window from one address (then 429 with `Retry-After`); bad input does not count',
    ),
    ENQUIRIES_PER_EMAIL: count(5, 'the same per sender’s e-mail address'),
    ENQUIRY_WINDOW_MINUTES: minutes(60, 'the window of the two enquiry limits'),
    FORUM_POSTS_PER_MEMBER: count(
      10,
      'new forum posts one member may write per window, whatever device or address they use (then 429 with `Retry-After`); bad input does not count; reading, editing and likes are never limited',
    ),
    FORUM_COMMENTS_PER_MEMBER: count(30, 'the same for forum comments'),
    FORUM_WINDOW_MINUTES: minutes(10, 'the window of the two forum limits'),
    MAILS_PER_MEMBER: count(
      40,
      'trade mails per window for one member, and apart from those their e-mail changes (docs/adr/0003): an offer or e-mail change past it is a 429; other notices are held back and counted',
    ),
    MAILS_PER_RECIPIENT: count(
      20,
      'notices others cause to one address per window, each kind its own budget (trades, enquiries, contact); an enquiry past it is a 429; mail that protects an account is never limited',
    ),
    SIGN_UP_NOTICES_PER_RECIPIENT: count(
      1,
      'notices that someone tried to sign up with (or move an account to) an address that has an account, per address per window',
    ),
    MAIL_WINDOW_MINUTES: minutes(60, 'the window of the mail limits'),
    LOG_LEVEL: optional(
      z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }),
      '`info` (`silent` when `NODE_ENV=test`)',
      '`fatal`…`trace` or `silent`; logs are JSON lines with a request id (headers only at `debug` and `trace`)',
    ),
    NODE_ENV: given(
      z.enum(['production', 'development', 'test'], {
        error: got('must be production, development or test'),
      }),
      'development',
      '`production` makes `JWT_SECRET` mandatory and seeds no demo content unless `SEED_DEMO=true`',
    ),
    SEARCH_CACHE_MB: given(
      wholeNumber(0, 256, ' of megabytes'),
      String(DEFAULT_SEARCH_CACHE_MB),
      'memory for the card browser’s kept answers (0–256): half of it holds cards’ rows (read by searches and decks); whole search answers are kept with the other public answers (8 MiB, docs/adr/0042)',
    ),
    TRADE_ACTIVE_LISTINGS_PER_MEMBER: count(
      50,
      'active trade listings one member may have at once (at least 1); one more is refused with 409 until one is traded or withdrawn',
    ),
    FRONTEND_DIST: optional(z.string(), '`frontend/dist` in the repository', 'the built site served at `/`'),
  })
  .superRefine((env, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) problem('JWT_SECRET is required in production');
    if (!env.ADMIN_EMAIL !== !env.ADMIN_PASSWORD)
      problem('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_SECRET_ACCESS_KEY))
      problem('S3_BUCKET must be set to use S3 storage (S3_ENDPOINT or S3 credentials are set without it)');
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY)
      problem('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  });

export type Environment = z.output<typeof environmentSchema>;
