import { ADMIN_ONLY } from '@club/rules';
import { type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_KEY, type Access } from './access.decorator.js';
import { bearerToken } from './access-token.strategy.js';
import type { AuthenticatedRequest, Caller, SignedInCaller } from './caller.js';
import { Role } from './role.js';

type GuardedRequest = AuthenticatedRequest & { headers: Record<string, string | string[] | undefined> };

const SIGN_IN = 'Please sign in to continue.';
const EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * The one global guard. Every route must declare its access; a route that forgot is refused (fail closed).
 * Callers of a protected route are signed in through Passport's JWT strategy (AccessTokenStrategy), which checks
 * the token, the caller's account and the token's session on every call (a token checked before, at the cost of a
 * lookup that any change to its account or session undoes), so a role change, a deletion or a sign-out takes
 * effect at once; then the route's role and approval rules apply.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access) throw new ForbiddenException('This route has no declared access.');
    if (access === 'public') return true;

    await super.canActivate(context);
    const caller = context.switchToHttp().getRequest<GuardedRequest>().user as Caller;
    if (access === 'signed-in') return true;
    if (caller.role === Role.PENDING) {
      throw new ForbiddenException('Your account is awaiting approval by an admin.');
    }
    if (access === 'admin' && caller.role !== Role.ADMIN) {
      throw new ForbiddenException(ADMIN_ONLY);
    }
    return true;
  }

  /** Passport's verdict: the caller (Passport sets it as `request.user`), or the 401 that says what to do. */
  override handleRequest<TCaller = Caller>(
    error: unknown,
    signedIn: SignedInCaller | false | undefined,
    _info: unknown,
    context: ExecutionContext,
  ): TCaller {
    if (error) throw error;
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    if (!signedIn) throw new UnauthorizedException(bearerToken(request) ? EXPIRED : SIGN_IN);
    request.sessionId = signedIn.sessionId;
    return signedIn.caller as TCaller;
  }
}
