import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { User } from '../users/user.entity.js';

export interface AuthenticatedRequest {
  /**
   * The signed-in caller's account as an entity of this request, set by the access guard. A function, so the
   * account becomes an entity only on routes that ask for it (most routes need only the guard's role check).
   */
  caller?: () => User;
}

/** The signed-in caller, loaded by the access guard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.caller) throw new Error('CurrentUser used on a route without a signed-in caller');
  return request.caller();
});
