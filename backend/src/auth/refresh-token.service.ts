import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { User } from '../users/user.entity.js';
import { RefreshToken } from './refresh-token.entity.js';

const DAY = 24 * 60 * 60 * 1000;
/** A remembered session lasts 30 days from its last use; a plain one 24 hours. */
export const REMEMBERED_LIFETIME_MS = 30 * DAY;
export const SESSION_LIFETIME_MS = DAY;

export interface IssuedRefreshToken {
  /** What goes into the cookie: `<id>.<secret>`. */
  value: string;
  persistent: boolean;
  expiresAt: Date;
  familyId: string;
}

const EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * A token presented again this soon after its rotation is a lost answer, not a theft: a reload or a closed tab
 * cut off the response that carried its successor, so the browser still holds it. It gets a successor of its
 * own (as Auth0's reuse interval and Okta's grace period do); later, reuse revokes the family.
 */
export const REUSE_GRACE_MS = 30_000;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function parse(value: string): { id: string; secret: string } | undefined {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([\w-]{43})$/.exec(value);
  return match ? { id: match[1], secret: match[2] } : undefined;
}

/** Rotating refresh tokens, grouped in families; reuse of a rotated token (after a grace) revokes its family. */
@Injectable()
export class RefreshTokenService {
  constructor(private readonly em: EntityManager) {}

  /** Starts a new session family. */
  issue(user: User, persistent: boolean): Promise<IssuedRefreshToken> {
    return this.issueWith(this.em, user, persistent, randomUUID());
  }

  /** Exchanges a refresh token for its successor. */
  async rotate(value: string | undefined): Promise<{ user: User; issued: IssuedRefreshToken }> {
    const parsed = value ? parse(value) : undefined;
    if (!parsed) throw new UnauthorizedException(EXPIRED);
    type Outcome = { reusedFamily: string } | { user: User; issued: IssuedRefreshToken } | undefined;
    const outcome = await this.em.transactional(async (em): Promise<Outcome> => {
      const token = await em.findOne(
        RefreshToken,
        { id: parsed.id },
        { populate: ['user'], lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!token || !timingSafeEqual(Buffer.from(token.secretHash), Buffer.from(sha256(parsed.secret))))
        return undefined;
      if (token.revokedAt) return { reusedFamily: token.familyId };
      if (token.usedAt && Date.now() - token.usedAt.getTime() > REUSE_GRACE_MS) {
        return { reusedFamily: token.familyId };
      }
      if (token.expiresAt <= new Date()) return undefined;
      token.usedAt ??= new Date();
      return {
        user: token.user,
        issued: await this.issueWith(em, token.user, token.persistent, token.familyId),
      };
    });
    if (outcome && 'reusedFamily' in outcome) {
      // A rotated token came back: someone kept a copy. End every session of this family.
      await this.revokeFamily(outcome.reusedFamily);
    }
    if (!outcome || 'reusedFamily' in outcome) throw new UnauthorizedException(EXPIRED);
    return outcome;
  }

  /** Revokes the family of the given cookie value, if it names a token. */
  async revokeFamilyOf(value: string | undefined): Promise<void> {
    const familyId = await this.familyOf(value);
    if (familyId) await this.revokeFamily(familyId);
  }

  async familyOf(value: string | undefined): Promise<string | undefined> {
    const parsed = value ? parse(value) : undefined;
    if (!parsed) return undefined;
    return (await this.em.findOne(RefreshToken, { id: parsed.id }))?.familyId;
  }

  revokeFamily(familyId: string): Promise<number> {
    return this.em.nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: new Date() });
  }

  /** Ends every session of a user except one family (the caller's own, after a password change). */
  revokeAllOf(user: User, exceptFamilyId?: string): Promise<number> {
    const where = exceptFamilyId
      ? { user, revokedAt: null, familyId: { $ne: exceptFamilyId } }
      : { user, revokedAt: null };
    return this.em.nativeUpdate(RefreshToken, where, { revokedAt: new Date() });
  }

  private async issueWith(
    em: EntityManager,
    user: User,
    persistent: boolean,
    familyId: string,
  ): Promise<IssuedRefreshToken> {
    const secret = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + (persistent ? REMEMBERED_LIFETIME_MS : SESSION_LIFETIME_MS));
    const token = new RefreshToken({
      id: randomUUID(),
      user,
      familyId,
      secretHash: sha256(secret),
      persistent,
      expiresAt,
    });
    em.persist(token);
    await em.flush();
    return { value: `${token.id}.${secret}`, persistent, expiresAt, familyId };
  }
}
