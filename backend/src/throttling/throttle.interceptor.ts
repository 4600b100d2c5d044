import {
  type CallHandler,
  type ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, concatMap, type Observable } from 'rxjs';
import type { AuthenticatedRequest } from '../common/caller.js';
import { plainTextProblem } from '../common/plain-text.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { DatabaseThrottlerStorage } from './database-throttler.storage.js';
import {
  type CounterScope,
  type Limit,
  type ThrottledDoor,
  type ThrottlePolicy,
} from '../config/throttle-policy.js';

export const THROTTLED_DOOR = 'club:throttled-door';
/** A door's own refusal sentence, when the general one would not fit (see `@Throttled`). */
export const THROTTLED_DOOR_MESSAGE = 'club:throttled-door-message';

export const THROTTLED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

interface Counter extends Limit {
  scope: CounterScope;
  key: string;
}

/** What an attempt turned out to be: a success, bad input (never counted), or a refusal. */
type Outcome = 'success' | 'bad-input' | 'refused';

function outcomeOf(error: unknown): Outcome {
  const status = error instanceof HttpException ? error.getStatus() : 500;
  // Bad input and server faults tested no password and created nothing.
  return status === HttpStatus.BAD_REQUEST || status >= 500 ? 'bad-input' : 'refused';
}

/**
 * Throttles a door (see `@Throttled`) by its policy. Counters live in PostgreSQL. An account's counter is taken
 * before the attempt runs, so simultaneous guesses cannot slip past its limit; the address counter of a
 * failures-only door is checked before and added to only on a refusal, so members signing in at once never
 * hold each other up.
 */
@Injectable()
export class ThrottleInterceptor implements NestInterceptor {
  constructor(
    private readonly storage: DatabaseThrottlerStorage,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const door = this.reflector.get<ThrottledDoor>(THROTTLED_DOOR, context.getHandler());
    const policy = this.config.throttle[door];
    const request = context.switchToHttp().getRequest<FastifyRequest & AuthenticatedRequest>();
    const counters = this.countersFor(door, policy, request);
    const taken = counters.filter((counter) => policy.counts === 'attempts' || counter.scope === 'account');

    for (const counter of counters) {
      const take = taken.includes(counter);
      const { hits, secondsLeft } = take
        ? await this.storage.increment(counter.key, counter.windowMs)
        : await this.storage.count(counter.key);
      if (take ? hits > counter.limit : hits >= counter.limit) {
        // A refused attempt is not counted, so the window ends when it would have.
        await this.giveBack(taken.slice(0, taken.indexOf(counter) + 1));
        void context
          .switchToHttp()
          .getResponse<FastifyReply>()
          .header('Retry-After', String(Math.max(1, secondsLeft)));
        const message = this.reflector.get<string | undefined>(THROTTLED_DOOR_MESSAGE, context.getHandler());
        throw new HttpException(message ?? THROTTLED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
      }
    }

    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await this.settle(policy, counters, taken, 'success');
        return answer;
      }),
      catchError(async (error: unknown) => {
        await this.settle(policy, counters, taken, outcomeOf(error));
        throw error;
      }),
    );
  }

  private countersFor(
    door: ThrottledDoor,
    policy: ThrottlePolicy,
    request: FastifyRequest & AuthenticatedRequest,
  ): Counter[] {
    const counters: Counter[] = [];
    const { address, account, member } = policy.limits;
    if (address) counters.push({ scope: 'address', key: `${door}:address:${request.ip}`, ...address });
    // The guard has run: on a members' route the caller is known, whichever address or device they use.
    if (member && request.user) {
      counters.push({ scope: 'member', key: `${door}:member:${request.user.id}`, ...member });
    }
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    // Text the validation pipe will refuse (a NUL cannot even be stored) names no account.
    if (account && typeof email === 'string' && email.trim() && !plainTextProblem(email, 'email')) {
      const name = email.trim().toLowerCase().slice(0, 254);
      counters.push({ scope: 'account', key: `${door}:account:${name}`, ...account });
    }
    return counters;
  }

  private async settle(policy: ThrottlePolicy, counters: Counter[], taken: Counter[], outcome: Outcome) {
    if (outcome === 'bad-input') return this.giveBack(taken);
    if (policy.counts === 'attempts') return;
    if (outcome === 'success') {
      const account = taken.find((counter) => counter.scope === 'account');
      if (account) await this.storage.clear(account.key);
      return;
    }
    for (const counter of counters) {
      if (!taken.includes(counter)) await this.storage.increment(counter.key, counter.windowMs);
    }
  }

  private async giveBack(counters: Counter[]): Promise<void> {
    for (const counter of counters) await this.storage.decrement(counter.key);
  }
}
