import type { EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../common/password-hasher.js';
import { Profile } from '../../users/profile.embeddable.js';
import { User } from '../../users/user.entity.js';
import { upsertAdmin } from './accounts.js';
import { seedCommunity } from './community.js';
import { seedMarketplace } from './marketplace.js';
import { seedForum } from './forum.seeder.js';

export const DEMO_ADMIN_EMAIL = 'admin@club.local';

/**
 * Demo content beside the admin: one application waiting for approval, the club's community pages, upcoming
 * releases and cards for trade, and the forum.
 */
export async function seedDemoContent(em: EntityManager): Promise<void> {
  const applicant = new User(
    'misty@club.local',
    await hashPassword(randomBytes(18).toString('base64url')),
    new Profile('Misty', 'Waterflower', 120),
  );
  applicant.profile.location = 'Cerulean';
  await em.persist(applicant).flush();
  await seedCommunity(em);
  await seedMarketplace(em);
  await seedForum(em);
}

/** A fresh demo install: an admin with a generated password (the start keeps it in a private file), and the demo content. */
export class DemoSeeder extends Seeder {
  readonly adminPassword = randomBytes(12).toString('base64url');

  async run(em: EntityManager): Promise<void> {
    await upsertAdmin(em, DEMO_ADMIN_EMAIL, this.adminPassword);
    await seedDemoContent(em);
  }
}
