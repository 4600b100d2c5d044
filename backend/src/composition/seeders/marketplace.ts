import type { EntityManager } from '@mikro-orm/postgresql';
import { ukDay } from '@club/rules';
import { Release, ReleaseType } from '../../releases/release.entity.js';
import {
  CardCondition,
  CardLanguage,
  DesiredValueType,
  TradeVisibility,
} from '../../trades/domain/trade-terms.js';
import { TradeListing } from '../../trades/trade-listing.entity.js';
import { User } from '../../users/user.entity.js';

/** The UK day `days` after `today` ('YYYY-MM-DD'). */
function dayAfter(today: string, days: number): string {
  const [year, month, date] = today.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

const RELEASES: [string, ReleaseType, number, string][] = [
  [
    'Holiday Advent Calendar',
    ReleaseType.COLLECTOR_ITEMS,
    5,
    'Twenty-five days of surprises: booster packs, foil promos, coins and stickers behind every door.',
  ],
  [
    'Winter Expansion Booster Set',
    ReleaseType.BOOSTER_SET,
    12,
    'The next main expansion: over 180 new cards, with ex Pokémon, new Supporters and full-art Trainers. Prerelease at the club the weekend before.',
  ],
  [
    'Winter Expansion Elite Trainer Box',
    ReleaseType.ELITE_TRAINER_BOX,
    12,
    'Nine boosters, 65 card sleeves, 45 Energy cards, dice, a player’s guide and a storage box.',
  ],
  [
    'League Promo Cards: Season 2',
    ReleaseType.PROMO_CARDS,
    26,
    'Promos given out at League Challenges and club nights through the season. Ask at the desk.',
  ],
  [
    'Premium Playmat Collection',
    ReleaseType.ACCESSORIES,
    45,
    'A stitched-edge playmat with zones for active, bench and prizes, plus a deck box and sleeves.',
  ],
];

/** Upcoming releases and a few cards for trade by the demo members (photos come from real uploads). */
export async function seedMarketplace(em: EntityManager, today = ukDay()): Promise<void> {
  for (const [packName, releaseType, days, description] of RELEASES) {
    const release = new Release(packName, dayAfter(today, days));
    release.releaseType = releaseType;
    release.description = description;
    em.persist(release);
  }
  const brock = await em.findOne(User, { email: 'brock@club.local' });
  const dawn = await em.findOne(User, { email: 'dawn@club.local' });
  if (brock && dawn) {
    const listing = (owner: User, cardTitle: string, fields: Partial<TradeListing>) =>
      em.persist(Object.assign(new TradeListing(owner, cardTitle), fields));
    listing(brock, 'Onix (Base Set 56)', {
      cardDeclaredCondition: CardCondition.GOOD,
      visibility: TradeVisibility.PUBLIC,
      desiredValuePence: 250,
    });
    listing(brock, 'Steelix ex', {
      cardDeclaredCondition: CardCondition.NEAR_MINT,
      cardKnownCondition: 'PSA 9',
      gradedBy: 'PSA',
      visibility: TradeVisibility.PUBLIC,
      desiredValuePence: 3500,
    });
    listing(dawn, 'Piplup (Japanese promo)', {
      cardDeclaredCondition: CardCondition.MINT,
      cardLanguage: CardLanguage.JAPANESE,
      visibility: TradeVisibility.PUBLIC,
      desiredValueType: DesiredValueType.CARD,
      desiredCard: 'Any Togepi promo',
    });
    listing(dawn, 'Buneary (Illustration Rare)', {
      cardDeclaredCondition: CardCondition.NEAR_MINT,
      desiredValueType: DesiredValueType.CARD,
      desiredCard: 'Lopunny ex',
    });
  }
  await em.flush();
}
