import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { KeyObject } from 'node:crypto';
import { Strategy } from 'passport-jwt';
import { ACCESS_TOKEN_KEY } from '../config/config.tokens.js';
import { CALLER_SOURCE, type CallerSource, type SignedInCaller } from './caller.js';

/** The claims of an access token (signed by AuthService, `@nestjs/jwt`): the account and its session family. */
export interface AccessTokenPayload {
  sub: number;
  sid: string;
  exp?: number;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The token of an `Authorization: Bearer <token>` header, or null. Our own extractor (passport-jwt takes any):
 * passport-jwt's parses the header with an unanchored pattern that takes quadratic time on a long header.
 */
export function bearerToken(request: {
  headers: Record<string, string | string[] | undefined>;
}): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** The request Passport hands a strategy (Fastify's, here; passport-jwt's types name Express's). */
type StrategyRequest = Parameters<Strategy['authenticate']>[0];

/**
 * Passport's JWT strategy (`@nestjs/passport` with passport-jwt, as documented): verifies the access token
 * (HS256, unexpired, signed with our key), then finds the caller's account while the token's session is live.
 * A token found good so is kept by the caller source until anything about its account or session changes
 * (docs/adr/0059): Passport still decides every call, through this strategy, at the cost of a lookup.
 */
@Injectable()
export class AccessTokenStrategy extends PassportStrategy(Strategy) {
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

  /**
   * Called by Passport on every protected call. A token checked in full before, whose account and session
   * nothing has changed since, is accepted as it was; any other goes through passport-jwt's checks and
   * `validate`.
   */
  override authenticate(request: StrategyRequest, options?: object): void {
    const token = bearerToken(request);
    const checked = token ? this.callers.checked(token) : undefined;
    if (checked) return this.success(checked);
    super.authenticate(request, options);
  }

  /** Called by passport-jwt once the token checked out: the caller and session, or none (so a 401). */
  async validate(
    request: StrategyRequest,
    { sub, sid, exp }: AccessTokenPayload,
  ): Promise<SignedInCaller | false> {
    const token = bearerToken(request);
    // Every token we sign names its session and expires; one that does not was not made here.
    if (
      !token ||
      !Number.isSafeInteger(sub) ||
      typeof sid !== 'string' ||
      !SESSION_ID.test(sid) ||
      typeof exp !== 'number'
    )
      return false;
    const caller = await this.callers.caller(sub, sid, token, exp * 1000);
    return caller ? { caller, sessionId: sid } : false;
  }
}
