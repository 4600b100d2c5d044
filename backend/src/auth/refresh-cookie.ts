import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from './refresh-token.service.js';

export const REFRESH_COOKIE = 'club_refresh';
const COOKIE_PATH = '/api/auth';

/** Sets the refresh cookie: httpOnly, SameSite=Strict, only sent to /api/auth; session-only unless remembered. */
export function setRefreshCookie(reply: FastifyReply, issued: IssuedRefreshToken, secure: boolean): void {
  void reply.setCookie(REFRESH_COOKIE, issued.value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    ...(issued.persistent ? { expires: issued.expiresAt } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE];
}
