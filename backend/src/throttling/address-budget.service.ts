import { Injectable } from '@nestjs/common';
import type { Limit } from '../config/throttle-policy.js';
import { addressLimitKey } from './address-limit-key.js';
import { ThrottleBucketRepository } from './throttle-bucket.repository.js';

export type BudgetAnswer = { granted: true } | { granted: false; secondsLeft: number };

/**
 * A budget of costly work one address may cause per window (not every request: only what costs), for a service
 * to spend from where the cost arises. Counters in PostgreSQL, shared by every replica.
 */
@Injectable()
export class AddressBudgetService {
  constructor(private readonly storage: ThrottleBucketRepository) {}

  /**
   * Spends one unit of `budget` for `address` (an IPv6 visitor counts by their /64: addressLimitKey), or
   * answers when it refills; a refused spend is not counted.
   */
  async spend(budget: string, address: string, limit: Limit): Promise<BudgetAnswer> {
    const key = `${budget}:address:${addressLimitKey(address)}`;
    const { hits, secondsLeft } = await this.storage.increment(key, limit.windowMs);
    if (hits <= limit.limit) return { granted: true };
    await this.storage.decrement(key);
    return { granted: false, secondsLeft: Math.max(1, secondsLeft) };
  }
}
