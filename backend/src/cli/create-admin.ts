import { MikroORM } from '@mikro-orm/postgresql';
import { createSecretKey } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from '../common/password-rules.js';
import { RefreshTokenService } from '../auth/refresh-token.service.js';
import { isEmail } from '../config/config-schema.js';
import { resolveJwtSecret } from '../config/jwt-secret.js';
import { migrateDatabase } from '../composition/migrate.js';
import { ormOptions } from '../composition/orm-options.js';
import { upsertAdmin } from '../composition/seeders/accounts.js';
import { commandLine, configOrExit, databaseOrExit, exitWithUsage } from './cli-support.js';
import { askHidden, readPipedLine } from './password-input.js';

/**
 * `npm run create-admin -- --email E`: creates an admin, or makes that account admin with a new password and
 * signs out all its sessions (what to do after a compromise). The password comes from ADMIN_PASSWORD, or is asked
 * for (not shown) at a terminal, or is read from standard input; never from the command line, where other users
 * of the machine (ps) and the shell's history see it.
 */
const USAGE = [
  'Usage: npm run create-admin -- --email admin@example.com',
  '  The password is asked for (not shown) at a terminal, or read from standard input when piped:',
  '    printf \'%s\\n\' "$PASSWORD" | npm run create-admin -- --email admin@example.com',
  '  or taken from the environment: ADMIN_PASSWORD=… npm run create-admin -- --email admin@example.com',
].join('\n');
const MIN_LENGTH = 8;

const fail = (problem: string): never => exitWithUsage(problem, USAGE);

// --password is known only to be refused with the reason.
const { values: flags } = commandLine(USAGE, {
  options: { email: { type: 'string' }, password: { type: 'string' } },
});
if (flags.password !== undefined) {
  fail(
    'create-admin does not take the password on the command line (other users of this machine and the shell history would see it).',
  );
}
const email = (flags.email ?? process.env.ADMIN_EMAIL ?? '').trim().toLowerCase();
if (email.length > 254 || !isEmail(email)) fail('--email must be an e-mail address.');

async function passwordFor(account: string): Promise<string> {
  const given = process.env.ADMIN_PASSWORD;
  if (given) return given;
  if (!process.stdin.isTTY) return readPipedLine();
  const typed = await askHidden(`New password for ${account} (at least ${MIN_LENGTH} characters): `);
  if (typed.length >= MIN_LENGTH && typed.length <= PASSWORD_MAX_LENGTH) {
    if ((await askHidden('The same password again: ')) !== typed) fail('The two passwords differ.');
  }
  return typed;
}

const password = await passwordFor(email);
if (password.length < MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
  fail(`The password must be from ${MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters long.`);
}

// The first-admin variables are not this command's: ADMIN_PASSWORD alone is a valid way to give the password here.
const config = configOrExit({ ...process.env, ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
const database = await databaseOrExit(config, console.log);
try {
  await migrateDatabase(database.url);
  const orm = await MikroORM.init(ormOptions(database.url));
  try {
    const em = orm.em.fork();
    const { admin, outcome } = await upsertAdmin(em, email, password);
    if (outcome === 'created') {
      console.log(`Created admin ${email}.`);
    } else {
      // Revoking needs no key of its own, but the service is built as the server builds it.
      const accessTokenKey = createSecretKey(Buffer.from(resolveJwtSecret(config)));
      const ended = await new RefreshTokenService(em, accessTokenKey).revokeAllOf(admin);
      console.log(
        `${email} is now an admin with the new password; ${ended} signed-in session(s) were ended.`,
      );
    }
  } finally {
    await orm.close(true);
  }
} finally {
  await database.release();
}
