/**
 * A member's Play! Pokémon Player ID and date of birth: what TOM's tournament file and the official deck-list
 * sheet need (docs/adr/0061). Player IDs are numbers: TOM writes them as digits (`<player userid="5152458">`);
 * the exports we read hold six and seven digits, so four to ten digits leaves room without taking a typo.
 */
export const PLAYER_ID_PATTERN = /^\d{4,10}$/;
export const PLAYER_ID_MAX_LENGTH = 10;
export const VALID_PLAYER_ID = 'Please enter a valid Player ID: 4 to 10 digits';
export const VALID_BIRTH_DATE = 'Please enter a valid date of birth';

/** Whether text is a Player ID (digits only, no spaces). */
export function isPlayerId(text: string): boolean {
  return PLAYER_ID_PATTERN.test(text);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether 'YYYY-MM-DD' is a real day from 1900 up to `today` (a date of birth cannot be in the future). */
export function isBirthDate(text: string, today: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 1900 && text <= today;
}

/** The year of a date of birth ('YYYY-MM-DD'). */
export function birthYearOf(birthDate: string): number {
  return Number(birthDate.slice(0, 4));
}
