import {
  type CanActivate,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Injectable,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseThrottlerStorage } from './database-throttler.storage.js';

/** Limits for the sign-in and sign-up doors; generous enough for a club night behind one router. */
export const THROTTLE_LIMITS = {
  /** Attempts per IP address per minute, per route. */
  perIp: { windowMs: 60_000, limit: 30 },
  /** Attempts per e-mail address per 15 minutes, per route. */
  perAccount: { windowMs: 15 * 60_000, limit: 10 },
};

export const THROTTLED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Counts each attempt against the caller's IP address and against the e-mail address it names,
 * and refuses with 429 (and Retry-After) once either is over its limit.
 */
@Injectable()
export class ThrottleGuard implements CanActivate {
  constructor(private readonly storage: DatabaseThrottlerStorage) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const route = `${context.getClass().name}.${context.getHandler().name}`;
    const email = (request.body as { email?: unknown } | undefined)?.email;

    const checks = [{ key: `${route}:ip:${request.ip}`, ...THROTTLE_LIMITS.perIp }];
    if (typeof email === 'string' && email.trim()) {
      checks.push({
        key: `${route}:account:${email.trim().toLowerCase().slice(0, 254)}`,
        ...THROTTLE_LIMITS.perAccount,
      });
    }
    for (const check of checks) {
      const { hits, secondsLeft } = await this.storage.increment(check.key, check.windowMs);
      if (hits > check.limit) {
        void reply.header('Retry-After', String(Math.max(1, secondsLeft)));
        throw new HttpException(THROTTLED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
      }
    }
    return true;
  }
}
