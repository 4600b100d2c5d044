import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthenticatedRequest } from '../common/caller.js';

/** The session (family) of the signed-in caller's access token, as the access guard found it live. */
export const CurrentSessionId = createParamDecorator((_data: unknown, context: ExecutionContext): string => {
  const { sessionId } = context.switchToHttp().getRequest<AuthenticatedRequest>();
  if (!sessionId) throw new Error('CurrentSessionId used on a route without a signed-in caller');
  return sessionId;
});
