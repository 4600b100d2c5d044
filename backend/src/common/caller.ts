import type { Role } from './role.js';

/** What the access guard knows of a signed-in caller: who, and in which role. */
export interface Caller {
  readonly id: number;
  readonly role: Role;
}

/** The caller a verified access token speaks for, and the session it belongs to. */
export interface SignedInCaller {
  caller: Caller;
  sessionId: string;
}

/**
 * Finds the account behind an access token's subject. `common/` declares it and `users/` provides it
 * (`CALLER_SOURCE`), so the guard depends on no feature.
 */
export interface CallerSource {
  /**
   * What an access token checked in full before (signature, claims, account and live session) speaks for, while
   * nothing about its account or session has changed since; undefined when it must be checked again.
   */
  checked(token: string): SignedInCaller | undefined;
  /**
   * The caller's account, or undefined when there is no such account or that session of it has ended. `token`,
   * already verified, is remembered as speaking for it (see `checked`).
   */
  caller(id: number, sessionId: string, token: string, tokenExpires: number): Promise<Caller | undefined>;
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
