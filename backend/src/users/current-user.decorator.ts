import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../common/caller.js';
import { requestEntityManager } from '../database/request-context.js';
import { User } from './user.entity.js';

/**
 * The signed-in caller as an entity of this request. The access guard checks the caller on a cached account
 * row; it becomes an entity only on the routes that ask for it, since making one on every call was a tenth of
 * a cached search's cost.
 */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const { user: caller } = context.switchToHttp().getRequest<AuthenticatedRequest>();
  const em = requestEntityManager();
  if (!caller || !em) throw new Error('CurrentUser used on a route without a signed-in caller');
  // A copy: the cached row is shared by every request of this caller.
  return em.map(User, { ...caller });
});
