import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Optional, UnauthorizedException } from '@nestjs/common';
import {
  createHash,
  createHmac,
  hkdfSync,
  type KeyObject,
  randomBytes,
  randomUUID,
  timingSafeEqual,
} from 'node:crypto';
import { CALLER_SOURCE, type CallerSource } from '../common/caller.js';
import { ACCESS_TOKEN_KEY } from '../config/config.tokens.js';
import type { User } from '../users/user.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { SessionFamily } from './session-family.entity.js';

const DAY = 24 * 60 * 60 * 1000;
/** A remembered session lasts 30 days from sign-in; a plain one 24 hours. Refreshing never extends it. */
export const REMEMBERED_LIFETIME_MS = 30 * DAY;
export const SESSION_LIFETIME_MS = DAY;

/**
 * A token presented again this soon after its rotation is a lost answer, not a theft: a reload or a second tab
 * sent it before the answer carrying its successor arrived. It is answered with that same successor (so no
 * second session exists); later, reuse revokes the family. Kept short: within it a thief gets only the session
 * the owner has too, and the next rotation by either side shows the other as reuse.
 */
export const REUSE_GRACE_MS = 5_000;

export interface IssuedRefreshToken {
  /** What goes into the cookie: `<id>.<secret>`. */
  value: string;
  persistent: boolean;
  expiresAt: Date;
  familyId: string;
}

const EXPIRED = 'Your session has expired. Please sign in again.';

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function parse(value: string | undefined): { id: string; secret: string } | undefined {
  // Fixed-length pattern on a length-bounded text: linear.
  if (!value || value.length !== 80) return undefined;
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{43})$/.exec(value);
  return match ? { id: match[1], secret: match[2] } : undefined;
}

function hashMatches(token: RefreshToken, secret: string): boolean {
  return timingSafeEqual(Buffer.from(token.secretHash), Buffer.from(sha256(secret)));
}

type Rotation =
  { kind: 'rotated'; user: User; issued: IssuedRefreshToken } | { kind: 'refused'; revokedFor?: number };

/**
 * Rotating refresh tokens in session families (one per sign-in). Rotation and revocation both lock the family
 * row, so a rotation never escapes a revocation committing at the same moment. A successor's secret is derived
 * from its predecessor's secret and a server key (HMAC), not stored: a replay within the grace gets the very
 * same successor again, and the database still holds only hashes.
 */
@Injectable()
export class RefreshTokenService {
  private readonly successionKey: Buffer;

  constructor(
    private readonly em: EntityManager,
    @Inject(ACCESS_TOKEN_KEY) accessTokenKey: KeyObject,
    /** The server's cache of callers, forgotten at once on revocation; other processes hear a notification. */
    @Optional() @Inject(CALLER_SOURCE) private readonly callers?: CallerSource,
  ) {
    // Its own key, derived from the signing key, so neither use can stand in for the other.
    this.successionKey = Buffer.from(
      hkdfSync('sha256', accessTokenKey.export(), Buffer.alloc(0), 'club refresh-token successor', 32),
    );
  }

  /** Starts a new session family (a sign-in) for `user`, an account of this unit of work (a reference will do). */
  async issue(user: User, persistent: boolean): Promise<IssuedRefreshToken> {
    const family = new SessionFamily({
      id: randomUUID(),
      user,
      persistent,
      expiresAt: new Date(Date.now() + (persistent ? REMEMBERED_LIFETIME_MS : SESSION_LIFETIME_MS)),
    });
    const secret = randomBytes(32).toString('base64url');
    const token = new RefreshToken({ id: randomUUID(), family, secretHash: sha256(secret) });
    await this.em.persist([family, token]).flush();
    return issued(token, secret);
  }

  /** Exchanges a refresh token for its one successor. */
  async rotate(value: string | undefined): Promise<{ user: User; issued: IssuedRefreshToken }> {
    const presented = parse(value);
    if (!presented) throw new UnauthorizedException(EXPIRED);
    const outcome = await this.em.transactional(async (em): Promise<Rotation> => {
      const token = await this.lockFamilyOf(em, presented);
      if (!token) return { kind: 'refused' };
      const family = token.family;
      if (family.revokedAt || family.expiresAt <= new Date()) return { kind: 'refused' };
      if (!token.usedAt)
        return { kind: 'rotated', user: family.user, issued: this.succeed(em, token, presented.secret) };
      if (token.successorId && Date.now() - token.usedAt.getTime() <= REUSE_GRACE_MS) {
        const again = await this.successorAgain(em, token.successorId, presented.secret);
        return again ? { kind: 'rotated', user: family.user, issued: again } : { kind: 'refused' };
      }
      // A rotated token came back: someone kept a copy. End the whole session.
      family.revokedAt = new Date();
      return { kind: 'refused', revokedFor: family.user.id };
    });
    if (outcome.kind === 'rotated') return outcome;
    if (outcome.revokedFor !== undefined) this.callers?.forget(outcome.revokedFor);
    throw new UnauthorizedException(EXPIRED);
  }

  /** Ends the session of the given cookie value (a logout), if it names one of our tokens. */
  async revokeFamilyOf(value: string | undefined): Promise<void> {
    const presented = parse(value);
    if (!presented) return;
    const token = await this.em.findOne(RefreshToken, presented.id, { populate: ['family'] });
    if (!token || !hashMatches(token, presented.secret)) return;
    // An UPDATE takes the row lock that rotation holds: it waits for a rotation in progress, then ends the family.
    await this.em.nativeUpdate(
      SessionFamily,
      { id: token.family.id, revokedAt: null },
      { revokedAt: new Date() },
    );
    this.callers?.forget(token.family.user.id);
  }

  /**
   * Ends every session of a user at once, refresh and access tokens alike: the one way to sign an account out
   * everywhere (logout of all sessions, a password change, an admin's reset). `exceptFamilyId` keeps one (the
   * caller's own, after a password change).
   */
  async revokeAllOf(user: Pick<User, 'id'>, exceptFamilyId?: string): Promise<number> {
    const where = exceptFamilyId
      ? { user: user.id, revokedAt: null, id: { $ne: exceptFamilyId } }
      : { user: user.id, revokedAt: null };
    const ended = await this.em.nativeUpdate(SessionFamily, where, { revokedAt: new Date() });
    this.callers?.forget(user.id);
    return ended;
  }

  /** The presented token with its family row locked (and freshly read), or undefined when it is not ours. */
  private async lockFamilyOf(
    em: EntityManager,
    presented: { id: string; secret: string },
  ): Promise<RefreshToken | undefined> {
    const found = await em.findOne(RefreshToken, presented.id);
    if (!found || !hashMatches(found, presented.secret)) return undefined;
    const family = await em.findOne(SessionFamily, found.family.id, {
      lockMode: LockMode.PESSIMISTIC_WRITE,
      refresh: true,
    });
    // Gone with its account meanwhile.
    if (!family) return undefined;
    await em.populate(family, ['user']);
    // Read again under the lock: a rotation that held it may have used the token meanwhile.
    return (await em.findOne(RefreshToken, presented.id, { refresh: true })) ?? undefined;
  }

  private succeed(em: EntityManager, token: RefreshToken, secret: string): IssuedRefreshToken {
    const successorId = randomUUID();
    const successorSecret = this.successorSecret(successorId, secret);
    const successor = new RefreshToken({
      id: successorId,
      family: token.family,
      secretHash: sha256(successorSecret),
    });
    token.usedAt = new Date();
    token.successorId = successorId;
    em.persist(successor);
    return issued(successor, successorSecret);
  }

  /** The successor already issued for this token, derived once more from the presented secret. */
  private async successorAgain(
    em: EntityManager,
    successorId: string,
    secret: string,
  ): Promise<IssuedRefreshToken | undefined> {
    const successor = await em.findOne(RefreshToken, successorId);
    const successorSecret = this.successorSecret(successorId, secret);
    return successor && hashMatches(successor, successorSecret)
      ? issued(successor, successorSecret)
      : undefined;
  }

  private successorSecret(successorId: string, predecessorSecret: string): string {
    return createHmac('sha256', this.successionKey)
      .update(`${successorId}.${predecessorSecret}`)
      .digest('base64url');
  }
}

function issued(token: RefreshToken, secret: string): IssuedRefreshToken {
  const { persistent, expiresAt, id: familyId } = token.family;
  return { value: `${token.id}.${secret}`, persistent, expiresAt, familyId };
}
