import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedRefreshToken } from './refresh-token.service.js';

export const REFRESH_COOKIE = 'club_refresh';
const COOKIE_PATH = '/api/auth';

/**
 * Set and cleared with the refresh cookie, readable by the page: it tells the site that there is a session to
 * renew, so a visitor without one is never sent to /api/auth/refresh (an answer of 401 on every page). It holds
 * no secret and the server never reads it; forging it earns one refused refresh, which clears it again.
 */
export const SESSION_HINT_COOKIE = 'club_signed_in';

/**
 * Sets the refresh cookie (httpOnly, SameSite=Strict, only sent to /api/auth) and the session hint beside it;
 * session-only unless remembered, and then both expire together.
 */
export function setRefreshCookie(reply: FastifyReply, issued: IssuedRefreshToken, secure: boolean): void {
  const lifetime = issued.persistent ? { expires: issued.expiresAt } : {};
  void reply.setCookie(REFRESH_COOKIE, issued.value, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: COOKIE_PATH,
    ...lifetime,
  });
  void reply.setCookie(SESSION_HINT_COOKIE, '1', { sameSite: 'strict', secure, path: '/', ...lifetime });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: COOKIE_PATH });
  void reply.clearCookie(SESSION_HINT_COOKIE, { sameSite: 'strict', secure, path: '/' });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE];
}
