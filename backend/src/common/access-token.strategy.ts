import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { KeyObject } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_KEY } from '../config/config.tokens.js';
import { CALLER_SOURCE, type Caller, type CallerSource } from './caller.js';
import { VerifiedTokens } from './verified-tokens.js';

/** The claims of an access token (signed by AuthService, `@nestjs/jwt`). */
export interface AccessTokenPayload {
  sub: number;
  exp?: number;
}

export const ACCESS_TOKEN_STRATEGY = 'access-token';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: {
  headers: Record<string, string | string[] | undefined>;
}): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * Verifies access tokens (HS256, unexpired, signed with our key) with passport-jwt, finds the caller's account,
 * and remembers each token it verified until the token expires. Used by the one global AccessGuard, which runs
 * Passport only for tokens not verified before.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  private readonly verified = new VerifiedTokens();

  constructor(
    @Inject(ACCESS_TOKEN_KEY) key: KeyObject,
    @Inject(CALLER_SOURCE) private readonly callers: CallerSource,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A KeyObject, which jsonwebtoken takes (passport-jwt's types say text or a Buffer only).
      secretOrKey: key as unknown as Buffer,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  /** Called by passport-jwt once the token checked out: the caller's account, or none (so a 401). */
  validate(
    request: Parameters<typeof bearerToken>[0],
    payload: AccessTokenPayload,
  ): Promise<Caller | undefined> | undefined {
    if (!Number.isSafeInteger(payload.sub)) return undefined;
    const token = bearerToken(request);
    if (token) this.verified.remember(token, payload.sub, payload.exp);
    return this.callers.caller(payload.sub);
  }

  /** The subject of a token this strategy verified before and that has not expired. */
  subjectOf(token: string): number | undefined {
    return this.verified.subjectOf(token);
  }
}
