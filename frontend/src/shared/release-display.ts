import { nextDay, readDay, startOfUkDay } from '@club/rules';
import { dayMonthYearLabel } from './uk-calendar';

/**
 * How a release reads on the site and in the admin (spec 1 §2, §9; spec 2 §2): its type's label, its day in en-GB,
 * and the days-away badge: the ceiling of the days from now to the start of its UK day, 'Today' on the day.
 */

export const RELEASE_TYPES = [
  'BOOSTER_SET',
  'SPECIAL_SET',
  'PROMO_CARDS',
  'ACCESSORIES',
  'COLLECTOR_ITEMS',
  'ELITE_TRAINER_BOX',
  'PREMIUM_COLLECTION',
] as const;
export type ReleaseType = (typeof RELEASE_TYPES)[number];

export const RELEASE_TYPE_LABELS: Record<ReleaseType, string> = {
  BOOSTER_SET: 'Booster Set',
  SPECIAL_SET: 'Special Set',
  PROMO_CARDS: 'Promo Cards',
  ACCESSORIES: 'Accessories',
  COLLECTOR_ITEMS: 'Collector Items',
  ELITE_TRAINER_BOX: 'Elite Trainer Box',
  PREMIUM_COLLECTION: 'Premium Collection',
};

const DAY_MS = 86_400_000;

/** The instant a UK day ('2026-07-18') starts, and the instant it ends (23 or 25 hours later when the clocks change). */
function ukDayBounds(releaseDate: string): { starts: number; ends: number } {
  const day = readDay(releaseDate);
  if (!day) return { starts: Number.NaN, ends: Number.NaN };
  return { starts: startOfUkDay(day).getTime(), ends: startOfUkDay(nextDay(day)).getTime() };
}

/** Whole days (rounded up) from `now` until the release's day starts; 0 or less once the day has come. */
export function daysAway(releaseDate: string, now: Date = new Date()): number {
  return Math.ceil((ukDayBounds(releaseDate).starts - now.getTime()) / DAY_MS);
}

/** The badge: 'Today' on the day, else 'N days away' ('1 day away'). */
export function daysAwayLabel(releaseDate: string, now: Date = new Date()): string {
  const days = daysAway(releaseDate, now);
  if (days <= 0) {
    return now.getTime() < ukDayBounds(releaseDate).ends ? 'Today' : 'Released';
  }
  return days === 1 ? '1 day away' : `${days} days away`;
}

/** '18 July 2026' (the day as the club wrote it, in no time zone). */
export function releaseDateLabel(releaseDate: string): string {
  const [year, month, day] = releaseDate.split('-').map(Number);
  return dayMonthYearLabel({ year, month, day });
}
