import type { UserDto } from '../api/generated/types.gen';

export type Role = UserDto['role'];

export const ROLES: readonly Role[] = ['MEMBER', 'ADMIN', 'PENDING'];

/** Roles are compared case-insensitively (the spec's forum does the same). */
export function isAdminRole(role: unknown): boolean {
  return typeof role === 'string' && role.toUpperCase() === 'ADMIN';
}
