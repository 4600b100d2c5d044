import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { User } from '../users/user.entity.js';

export interface AuthenticatedRequest {
  user?: User;
}

/** The signed-in caller, loaded by the access guard. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!request.user) throw new Error('CurrentUser used on a route without a signed-in caller');
  return request.user;
});
