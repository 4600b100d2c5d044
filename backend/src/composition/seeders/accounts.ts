import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../common/password-hasher.js';
import { Profile } from '../../users/profile.embeddable.js';
import { Role } from '../../common/role.js';
import { User } from '../../users/user.entity.js';

export type AdminOutcome = 'created' | 'updated';

/** Creates an admin account, or makes an existing account admin with the given password. */
export async function upsertAdmin(
  em: EntityManager,
  email: string,
  password: string,
): Promise<{ admin: User; outcome: AdminOutcome }> {
  const passwordHash = await hashPassword(password);
  const existing = await em.findOne(User, { email: email.toLowerCase() });
  if (existing) {
    existing.passwordHash = passwordHash;
    existing.role = Role.ADMIN;
    existing.approvedAt ??= new Date();
    await em.flush();
    return { admin: existing, outcome: 'updated' };
  }
  const admin = new User(email, passwordHash, new Profile('Club', 'Admin', 25), Role.ADMIN);
  admin.approvedAt = new Date();
  await em.persist(admin).flush();
  return { admin, outcome: 'created' };
}

export function countUsers(em: EntityManager): Promise<number> {
  return em.count(User, {});
}
