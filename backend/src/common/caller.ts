import type { Role } from './role.js';

/** What the access guard knows of a signed-in caller: who, and in which role. */
export interface Caller {
  readonly id: number;
  readonly role: Role;
}

/**
 * Finds the account behind an access token's subject. `common/` declares it and `users/` provides it
 * (`CALLER_SOURCE`), so the guard depends on no feature.
 */
export interface CallerSource {
  /** The caller's account, or undefined when there is no such account or that session of it has ended. */
  caller(id: number, sessionId: string): Promise<Caller | undefined>;
  /** Drops what is known of this account and its sessions (they just changed). */
  forget(id: number): void;
}

export const CALLER_SOURCE = Symbol('CALLER_SOURCE');

/** A request the access guard let through to a route for signed-in callers. */
export interface AuthenticatedRequest {
  /** Set by the access guard (through Passport, which names it `user`). Shared between requests: read only. */
  user?: Caller;
  /** The session (family) the caller's access token belongs to, its claim `sid`. */
  sessionId?: string;
}
