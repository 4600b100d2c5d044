/**
 * Play! Pokémon's age divisions, fixed by birth year for a whole season so nobody changes division mid-season
 * (docs/tournament-rules.md §5). A season is named by the year it ends in and starts on 1 July: a tournament on
 * 2026-12-05 is in the 2027 season.
 */
import type { Division } from './tournament-types.js';

/** Month (1-12) on whose first day a new season begins. */
export const SEASON_START_MONTH = 7;
/** Juniors are born in the season's year minus this, or later. */
const JUNIOR_MAX_AGE_IN_SEASON_YEAR = 12;
/** Seniors are born up to this many years before the season's year; anyone older is in Masters. */
const SENIOR_MAX_AGE_IN_SEASON_YEAR = 16;

/** The season of a day ('YYYY-MM-DD', the club's calendar). */
export function seasonOf(day: string): number {
  const [year, month] = day.split('-').map(Number);
  return month >= SEASON_START_MONTH ? year + 1 : year;
}

/** The birth years of each division in a season, for the pages to explain. */
export function divisionBirthYears(
  season: number,
): Record<Division, { from: number | null; to: number | null }> {
  return {
    JUNIOR: { from: season - JUNIOR_MAX_AGE_IN_SEASON_YEAR, to: null },
    SENIOR: { from: season - SENIOR_MAX_AGE_IN_SEASON_YEAR, to: season - JUNIOR_MAX_AGE_IN_SEASON_YEAR - 1 },
    MASTERS: { from: null, to: season - SENIOR_MAX_AGE_IN_SEASON_YEAR - 1 },
  };
}

/** The division of someone born in `birthYear`, in the season of the tournament's day. */
export function divisionOf(birthYear: number, day: string): Division {
  const season = seasonOf(day);
  if (birthYear >= season - JUNIOR_MAX_AGE_IN_SEASON_YEAR) return 'JUNIOR';
  if (birthYear >= season - SENIOR_MAX_AGE_IN_SEASON_YEAR) return 'SENIOR';
  return 'MASTERS';
}
