import { ADMIN_ONLY } from '@club/rules';
import {
  type ExecutionContext,
  ForbiddenException,
  Inject,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_KEY, type Access } from './access.decorator.js';
import {
  ACCESS_TOKEN_STRATEGY,
  AccessTokenStrategy,
  bearerToken,
  type SignedInCaller,
} from './access-token.strategy.js';
import { type AuthenticatedRequest, CALLER_SOURCE, type Caller, type CallerSource } from './caller.js';
import { Role } from './role.js';
import type { TokenClaims } from './verified-tokens.js';

type GuardedRequest = AuthenticatedRequest & { headers: Record<string, string | string[] | undefined> };

const SIGN_IN = 'Please sign in to continue.';
const EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * The one global guard. Every route must declare its access; a route that forgot is refused (fail closed).
 * Tokens are verified by Passport with AccessTokenStrategy (passport-jwt) the first time they are used; later
 * uses of a token it verified need only its expiry (AccessTokenStrategy.claimsOf). Either way the caller's
 * account and the token's session are checked on every call, through CALLER_SOURCE (which forgets an account the
 * moment it or one of its sessions changes), so a role change, a deletion or a sign-out takes effect at once.
 */
@Injectable()
export class AccessGuard extends AuthGuard(ACCESS_TOKEN_STRATEGY) {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: AccessTokenStrategy,
    @Inject(CALLER_SOURCE) private readonly callers: CallerSource,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access) throw new ForbiddenException('This route has no declared access.');
    if (access === 'public') return true;

    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const token = bearerToken(request);
    const known = token ? this.tokens.claimsOf(token) : undefined;
    // Passport for a token not seen before (it sets request.user through handleRequest); else the account only.
    if (known === undefined) await super.canActivate(context);
    else this.admit(request, { caller: await this.callerOf(known), sessionId: known.sid });
    const caller = request.user as Caller;
    if (access === 'signed-in') return true;
    if (caller.role === Role.PENDING) {
      throw new ForbiddenException('Your account is awaiting approval by an admin.');
    }
    if (access === 'admin' && caller.role !== Role.ADMIN) {
      throw new ForbiddenException(ADMIN_ONLY);
    }
    return true;
  }

  /**
   * Passport is given a stand-in holding the headers, not the Fastify request: it adds its own helpers (login,
   * logout, …) to whatever it authenticates, and those changed the shape of Fastify's request objects, which
   * slowed Fastify's own work on every answer.
   */
  override getRequest(context: ExecutionContext): Pick<GuardedRequest, 'headers'> {
    return { headers: context.switchToHttp().getRequest<GuardedRequest>().headers };
  }

  /** Passport's verdict: the caller, or the 401 that says what to do. Errors (a database failure) pass on. */
  override handleRequest<TSignedIn extends SignedInCaller = SignedInCaller>(
    error: unknown,
    signedIn: TSignedIn | false | undefined,
    _info: unknown,
    context: ExecutionContext,
  ) {
    if (error) throw error;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    if (!signedIn) throw new UnauthorizedException(bearerToken(request) ? EXPIRED : SIGN_IN);
    this.admit(request, signedIn);
    return signedIn;
  }

  private admit(request: GuardedRequest, { caller, sessionId }: SignedInCaller): void {
    request.user = caller;
    request.sessionId = sessionId;
  }

  private async callerOf({ sub, sid }: TokenClaims): Promise<Caller> {
    const caller = await this.callers.caller(sub, sid);
    if (!caller) throw new UnauthorizedException(EXPIRED);
    return caller;
  }
}
