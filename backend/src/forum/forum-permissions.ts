import { ForbiddenException } from '@nestjs/common';
import { Role } from '../common/role.js';
import type { User } from '../users/user.entity.js';

/** Identity comes from the token: an id in a body may only repeat the caller's own (spec 2 §7 sends one). */
export function assertSelf(caller: User, claimedId: number | undefined, message: string): void {
  if (claimedId !== undefined && claimedId !== caller.id) throw new ForbiddenException(message);
}

/** Authors change their own posts and comments; admins any (the role read case-insensitively, spec 2 §6). */
export function mayChange(caller: User, authorId: number): boolean {
  return caller.id === authorId || String(caller.role).toUpperCase() === Role.ADMIN;
}

export function assertMayChange(caller: User, authorId: number, message: string): void {
  if (!mayChange(caller, authorId)) throw new ForbiddenException(message);
}
