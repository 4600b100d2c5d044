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
import { PasswordRefusedException } from '../common/password-refused.exception.js';
import { plainTextProblem } from '../common/plain-text.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { addressLimitKey } from './address-limit-key.js';
import { ThrottleBucketRepository } from './throttle-bucket.repository.js';
import { KnownDevices } from './known-devices.js';
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

/** Counters of callers who prove themselves by a success (so it starts them again); the rest are shared. */
const PROVEN_BY_SUCCESS: CounterScope[] = ['device', 'member'];

interface Counter extends Limit {
  scope: CounterScope;
  key: string;
}

type Request = FastifyRequest & AuthenticatedRequest;

/** What an attempt turned out to be: a success, bad input (never counted), or a refusal. */
type Outcome = 'success' | 'bad-input' | 'refused';

function outcomeOf(error: unknown): Outcome {
  if (error instanceof PasswordRefusedException) return 'refused';
  const status = error instanceof HttpException ? error.getStatus() : 500;
  // Bad input and server faults tested no password and created nothing.
  return status === HttpStatus.BAD_REQUEST || status >= 500 ? 'bad-input' : 'refused';
}

/** The account an e-mail in the body names, as the sign-in form's validation normalises it. */
function accountNamedIn(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  // Text the validation pipe will refuse (a NUL cannot even be stored) names no account.
  if (typeof email !== 'string' || !email.trim() || plainTextProblem(email, 'email')) return undefined;
  return email.trim().toLowerCase().slice(0, 254);
}

/**
 * Throttles a door (see `@Throttled`) by its policy, with counters in PostgreSQL. Every counter is taken (one
 * atomic statement) before the attempt runs, so simultaneous attempts cannot slip past a limit; what the
 * outcome says should not count is given back afterwards. On a door with a device limit, a browser that signed
 * in to the account before (its device cookie) is counted on its own, and a success sets the cookie.
 */
@Injectable()
export class ThrottleInterceptor implements NestInterceptor {
  constructor(
    private readonly storage: ThrottleBucketRepository,
    private readonly devices: KnownDevices,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const door = this.reflector.get<ThrottledDoor>(THROTTLED_DOOR, context.getHandler());
    const policy = this.config.throttle[door];
    const request = context.switchToHttp().getRequest<Request>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const account = policy.limits.account || policy.limits.device ? accountNamedIn(request.body) : undefined;
    const device = policy.limits.device && account ? this.devices.recognise(request, account) : undefined;
    const counters = this.countersFor(door, policy, request, account, device);

    for (const [index, counter] of counters.entries()) {
      const { hits, secondsLeft } = await this.storage.increment(counter.key, counter.windowMs);
      if (hits > counter.limit) {
        // A refused attempt is not counted, so the window ends when it would have.
        await this.giveBack(counters.slice(0, index + 1));
        void reply.header('Retry-After', String(Math.max(1, secondsLeft)));
        const message = this.reflector.get<string | undefined>(THROTTLED_DOOR_MESSAGE, context.getHandler());
        throw new HttpException(message ?? THROTTLED_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
      }
    }

    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await this.settle(policy, counters, 'success');
        if (policy.limits.device && account) this.devices.remember(request, reply, account);
        return answer;
      }),
      catchError(async (error: unknown) => {
        await this.settle(policy, counters, outcomeOf(error));
        throw error;
      }),
    );
  }

  private countersFor(
    door: ThrottledDoor,
    policy: ThrottlePolicy,
    request: Request,
    account: string | undefined,
    device: string | undefined,
  ): Counter[] {
    const { address, account: perAccount, device: perDevice, member } = policy.limits;
    // A known device answers for itself alone: strangers' guesses (by account or address) never hold it up.
    if (perDevice && device) return [{ scope: 'device', key: `${door}:device:${device}`, ...perDevice }];
    const counters: Counter[] = [];
    if (address) {
      counters.push({ scope: 'address', key: `${door}:address:${addressLimitKey(request.ip)}`, ...address });
    }
    // The guard has run: on a members' route the caller is known, whichever address or device they use.
    if (member && request.user) {
      counters.push({ scope: 'member', key: `${door}:member:${request.user.id}`, ...member });
    }
    if (perAccount && account)
      counters.push({ scope: 'account', key: `${door}:account:${account}`, ...perAccount });
    return counters;
  }

  private async settle(policy: ThrottlePolicy, counters: Counter[], outcome: Outcome): Promise<void> {
    if (outcome === 'bad-input') return this.giveBack(counters);
    if (policy.counts === 'attempts' || outcome === 'refused') return;
    // A success is no failure. It starts a known device's or a member's count again, but only gives its own
    // take back to the counters strangers share: else the owner signing in on a new device would hand someone
    // guessing at the account a fresh set of tries.
    for (const counter of counters) {
      if (PROVEN_BY_SUCCESS.includes(counter.scope)) await this.storage.clear(counter.key);
      else await this.storage.decrement(counter.key);
    }
  }

  private async giveBack(counters: Counter[]): Promise<void> {
    for (const counter of counters) await this.storage.decrement(counter.key);
  }
}
