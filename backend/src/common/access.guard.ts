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
import { Role } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { ACCESS_KEY, type Access } from './access.decorator.js';
import type { AuthenticatedRequest } from './current-user.decorator.js';

export interface AccessTokenPayload {
  sub: number;
}

interface RequestWithHeaders extends AuthenticatedRequest {
  headers: Record<string, string | string[] | undefined>;
}

const USER_BY_ID = `select id, email, role, profile_first_name, profile_last_name, profile_avatar, profile_bio,
  profile_location, created_at, approved_at from users where id = ?`;

/**
 * The one global guard. Every route must declare its access; a route that forgot is refused (fail closed).
 * The user is loaded on every call, so a role change or deletion takes effect at once.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly em: EntityManager,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<Access | undefined>(ACCESS_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!access) throw new ForbiddenException('This route has no declared access.');
    if (access === 'public') return true;

    const request = context.switchToHttp().getRequest<RequestWithHeaders>();
    const user = await this.authenticate(request.headers.authorization);
    request.user = user;
    if (access === 'signed-in') return true;
    if (user.role === Role.PENDING) {
      throw new ForbiddenException('Your account is awaiting approval by an admin.');
    }
    if (access === 'admin' && user.role !== Role.ADMIN) {
      throw new ForbiddenException('You need admin privileges to access this page.');
    }
    return true;
  }

  private async authenticate(header: string | string[] | undefined): Promise<User> {
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match) throw new UnauthorizedException('Please sign in to continue.');
    let payload: AccessTokenPayload;
    try {
      payload = await this.jwt.verifyAsync<AccessTokenPayload>(match[1]);
    } catch {
      throw new UnauthorizedException('Your session has expired. Please sign in again.');
    }
    const user = Number.isSafeInteger(payload.sub) ? await this.loadUser(payload.sub) : null;
    if (!user) throw new UnauthorizedException('Your session has expired. Please sign in again.');
    return user;
  }

  /**
   * The caller, read with one plain query and mapped into the request's entity manager: this runs on every
   * protected call, and the ORM's query builder cost more than the query itself.
   */
  private async loadUser(id: number): Promise<User | null> {
    const [row] = await this.em.getConnection().execute<Record<string, unknown>[]>(USER_BY_ID, [id]);
    return row ? this.em.map(User, row) : null;
  }
}
