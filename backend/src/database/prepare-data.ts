import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config.js';
import { ormOptions } from './orm-options.js';
import { countUsers, upsertAdmin } from './seeders/accounts.js';
import { DEMO_ADMIN_EMAIL, DemoSeeder, seedDemoContent } from './seeders/demo.seeder.js';

export interface PreparedData {
  /** How to sign in as admin, when this start created the admin. */
  adminSignIn?: { email: string; password?: string };
}

/** First-start data: the admin from ADMIN_EMAIL/ADMIN_PASSWORD, and demo content, only on an empty database. */
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
      await seeder.run(em);
      return { adminSignIn: { email: DEMO_ADMIN_EMAIL, password: seeder.adminPassword } };
    }
    return {};
  } finally {
    await orm.close(true);
  }
}
