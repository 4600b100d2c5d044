import type { Role } from '../roles';

export type UserStatus = 'pending' | 'active';

/** The table's Status column: 'Pending' for role PENDING, otherwise 'Active' (spec 2 §2). */
export function userStatus(role: Role | string | undefined): UserStatus {
  return typeof role === 'string' && role.toUpperCase() === 'PENDING' ? 'pending' : 'active';
}
