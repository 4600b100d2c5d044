import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config.js';
import { keepFirstAdminPassword } from './first-admin-password.js';
import { ormOptions } from './orm-options.js';
import { countUsers, upsertAdmin } from './seeders/accounts.js';
import { DEMO_ADMIN_EMAIL, DemoSeeder, seedDemoContent } from './seeders/demo.seeder.js';

export interface PreparedData {
  /** How to sign in as admin, when this start created the admin: a generated password is in `passwordFile`. */
  adminSignIn?: { email: string; passwordFile?: string };
}

/**
 * First-start data, only on an empty database: the admin from ADMIN_EMAIL/ADMIN_PASSWORD, and demo content when
 * SEED_DEMO (with a demo admin whose generated password goes to a private file in DATA_DIR, never to the log).
 */
export async function prepareData(config: AppConfig, url: string): Promise<PreparedData> {
  const orm = await MikroORM.init(ormOptions(url));
  try {
    const em = orm.em.fork();
    if ((await countUsers(em)) > 0) return {};
    if (config.adminEmail && config.adminPassword) {
      await upsertAdmin(em, config.adminEmail, config.adminPassword);
      if (config.seedDemo) await seedDemoContent(em);
      return { adminSignIn: { email: config.adminEmail } };
    }
    if (config.seedDemo) {
      const seeder = new DemoSeeder();
      // Kept before the account exists, so an admin is never created with a password nobody can read.
      const passwordFile = keepFirstAdminPassword(config.dataDir, seeder.adminPassword);
      await seeder.run(em);
      return { adminSignIn: { email: DEMO_ADMIN_EMAIL, passwordFile } };
    }
    return {};
  } finally {
    await orm.close(true);
  }
}
