import { MikroORM } from '@mikro-orm/postgresql';
import { migrateDatabase } from '../database/migrate.js';
import { ormOptions } from '../database/orm-options.js';
import { upsertAdmin } from '../database/seeders/accounts.js';
import { configOrExit, databaseOrExit, parseFlags } from './cli-support.js';

/** `npm run create-admin -- --email E --password P`: creates an admin, or makes that account admin with P. */
const flags = parseFlags(process.argv.slice(2));
const email = flags.email?.trim().toLowerCase();
const password = flags.password;
const problems = [
  ...(!email || !/^[^\s@]+@[^\s@][^\s.@]*\.[^\s@]+$/.test(email)
    ? ['--email must be an e-mail address']
    : []),
  ...(!password || password.length < 8 ? ['--password must be at least 8 characters long'] : []),
];
if (problems.length) {
  console.error(
    `Usage: npm run create-admin -- --email admin@example.com --password 'a long secret'\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(2);
}

const config = configOrExit();
const database = await databaseOrExit(config, console.log);
try {
  await migrateDatabase(database.url);
  const orm = await MikroORM.init(ormOptions(database.url));
  try {
    const outcome = await upsertAdmin(orm.em.fork(), email!, password!);
    console.log(
      outcome === 'created' ? `Created admin ${email}.` : `${email} is now an admin with the new password.`,
    );
  } finally {
    await orm.close(true);
  }
} finally {
  await database.release();
}
