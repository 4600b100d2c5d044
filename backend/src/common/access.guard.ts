import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { CallerCache, type CallerRow } from '../users/caller-cache.js';
import { Role } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { ACCESS_KEY, type Access } from './access.decorator.js';
import { VerifiedTokens } from './verified-tokens.js';
import type { AuthenticatedRequest } from './current-user.decorator.js';

export interface AccessTokenPayload {
  sub: number;
  exp?: number;
}

interface RequestWithHeaders extends AuthenticatedRequest {
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The one global guard. Every route must declare its access; a route that forgot is refused (fail closed).
 * The caller's account is checked on every call (through CallerCache, which forgets an account the moment it
 * changes), so a role change or deletion takes effect at once.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly em: EntityManager,
    private readonly callers: CallerCache,
  ) {}

  private readonly verified = new VerifiedTokens();

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access) throw new ForbiddenException('This route has no declared access.');
    if (access === 'public') return true;

    const request = context.switchToHttp().getRequest<RequestWithHeaders>();
    const account = await this.authenticate(request.headers.authorization);
    let user: User | undefined;
    // A copy: the cached row is shared by every request of this caller.
    request.caller = () => (user ??= this.em.map(User, { ...account }));
    if (access === 'signed-in') return true;
    if (account.role === Role.PENDING) {
      throw new ForbiddenException('Your account is awaiting approval by an admin.');
    }
    if (access === 'admin' && account.role !== Role.ADMIN) {
      throw new ForbiddenException('You need admin privileges to access this page.');
    }
    return true;
  }

  private async authenticate(header: string | string[] | undefined): Promise<CallerRow> {
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new UnauthorizedException('Please sign in to continue.');
    const sub = await this.subjectOf(match[1]);
    const account = Number.isSafeInteger(sub) ? await this.callers.caller(sub) : undefined;
    if (!account) throw new UnauthorizedException('Your session has expired. Please sign in again.');
    return account;
  }

  private async subjectOf(token: string): Promise<number> {
    const known = this.verified.subjectOf(token);
    if (known !== undefined) return known;
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(token);
    } catch {
      throw new UnauthorizedException('Your session has expired. Please sign in again.');
    }
    this.verified.remember(token, payload.sub, payload.exp);
    return payload.sub;
  }
}
