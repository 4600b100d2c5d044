import { ConflictException, ForbiddenException } from '@nestjs/common';
import { Role } from '../common/role.js';
import { toPence } from '../common/validation.js';
import type { User } from '../users/user.entity.js';
import type { TradeActor, TradeRefusal } from './domain/trade-states.js';
import type { TradeListing } from './trade-listing.entity.js';
import type { TradeOffer } from './trade-offer.entity.js';

/** Who the caller is to the listing (and the offer): its lister first, then the offer's maker, then an admin. */
export function actorOf(caller: User, listing: TradeListing, offer?: TradeOffer): TradeActor {
  if (listing.owner.id === caller.id) return 'LISTER';
  if (offer && offer.offerer.id === caller.id) return 'OFFERER';
  return caller.role === Role.ADMIN ? 'ADMIN' : 'OTHER';
}

/** The step's next states; its refusal as the answer (403 or 409) with its reason. */
export function refuseIf<T extends object>(step: TradeRefusal | T): T {
  if ('refusal' in step)
    throw step.kind === 'forbidden'
      ? new ForbiddenException(step.refusal)
      : new ConflictException(step.refusal);
  return step;
}

/** Blank text or an emptied form field is no value. */
export const textOrNull = (value: string | null | undefined) => (value ? value : null);
export const penceOrNull = (value: number | '' | null | undefined) =>
  value === null || value === '' || value === undefined ? null : toPence(value);
