import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { KeyObject } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_KEY } from '../config/config.tokens.js';
import { CALLER_SOURCE, type Caller, type CallerSource } from './caller.js';
import { rememberVerifiedTokens, type TokenVerifier } from './verified-tokens.js';

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

// passport-jwt checks every token through this one hook (its own seam); wrapped once per process, so a token's
// signature is checked on its first use only (see verified-tokens.ts).
const verifierHook = Strategy as unknown as { JwtVerifier: TokenVerifier & { remembers?: true } };
if (!verifierHook.JwtVerifier.remembers) {
  verifierHook.JwtVerifier = Object.assign(rememberVerifiedTokens(verifierHook.JwtVerifier), {
    remembers: true as const,
  });
}

/**
 * Verifies access tokens (HS256, unexpired, signed with our key) with passport-jwt, and finds the caller's
 * account. Used by the one global AccessGuard, never on its own.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy, ACCESS_TOKEN_STRATEGY) {
  constructor(
    @Inject(ACCESS_TOKEN_KEY) key: KeyObject,
    @Inject(CALLER_SOURCE) private readonly callers: CallerSource,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A KeyObject, which jsonwebtoken takes (passport-jwt's types say text or a Buffer only).
      secretOrKey: key as unknown as Buffer,
      algorithms: ['HS256'],
    });
  }

  /** The caller's account; none (so a 401) when the token names no account, or one that is gone. */
  validate(payload: AccessTokenPayload): Promise<Caller | undefined> | undefined {
    return Number.isSafeInteger(payload.sub) ? this.callers.caller(payload.sub) : undefined;
  }
}
