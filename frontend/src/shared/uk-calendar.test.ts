import { formatGbp } from './money';
import { clockText, ukDay, ukWallTime } from '@club/rules';
import { dayMonthYearLabel, longDateLabel } from './uk-calendar';

const intlLongDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});
const intlClock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
const intlIsoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
const intlGbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** Instants from 1996 to 2040: a fixed spread, plus a minute either side of every change of the clocks. */
function instants(): number[] {
  const found: number[] = [];
  let seed = 20_261_125;
  for (let i = 0; i < 4000; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    found.push(Date.UTC(1996, 0, 1) + (seed / 2_147_483_648) * (Date.UTC(2040, 0, 1) - Date.UTC(1996, 0, 1)));
  }
  for (let year = 1996; year < 2040; year++) {
    for (const month of [2, 9]) {
      const last = new Date(Date.UTC(year, month + 1, 0));
      const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
      found.push(change - 60_000, change, change + 60_000, change - 3_600_000, change + 3_600_000 - 1);
    }
  }
  return found.map(Math.floor);
}

describe('uk-calendar', () => {
  it('reads dates and times as Intl does in Europe/London, either side of every change of the clocks', () => {
    for (const instant of instants()) {
      const london = ukWallTime(instant);
      expect(longDateLabel(london)).toBe(intlLongDate.format(instant));
      expect(clockText(london)).toBe(intlClock.format(instant));
      expect(ukDay(instant)).toBe(intlIsoDay.format(instant));
    }
  });

  it('writes a day of the calendar in words', () => {
    expect(dayMonthYearLabel({ year: 2026, month: 7, day: 18 })).toBe('18 July 2026');
  });
});

describe('formatGbp', () => {
  it('writes pounds and pence as Intl does for GBP', () => {
    for (const pence of [0, 1, 5, 10, 99, 100, 4550, 99_999, 100_000, 123_456_789, -250]) {
      expect(formatGbp(pence / 100)).toBe(intlGbp.format(pence / 100));
    }
  });
});
