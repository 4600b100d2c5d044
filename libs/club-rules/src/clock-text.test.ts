import { describe, expect, it } from 'vitest';
import {
  eventTimeText,
  readClockTime,
  readDay,
  readEventTime,
  readInstant,
  readUkInstant,
  ukClockOf,
  ukDayOf,
} from './clock-text.js';

const canonical = (text: string) => {
  const times = readEventTime(text);
  return times && eventTimeText(times);
};

describe('event time text', () => {
  it.each([
    ['18:30', '18:30'],
    ['9:05', '09:05'],
    ['6pm', '18:00'],
    ['6 PM', '18:00'],
    ['6:30 pm', '18:30'],
    ['6.30p.m.', '18:30'],
    ['12am', '00:00'],
    ['12pm', '12:00'],
    ['18:30–21:30', '18:30–21:30'],
    ['18:30 - 21:30', '18:30–21:30'],
    [' 18:30 — 21:30 ', '18:30–21:30'],
    ['6pm to 9.30pm', '18:00–21:30'],
    ['6:30 PM - 9 PM', '18:30–21:00'],
    ['18:30 until 00:30', '18:30–00:30'],
    ['10:00 AM till 4pm', '10:00–16:00'],
  ])('reads %j as %j', (text, written) => {
    expect(canonical(text)).toBe(written);
  });

  it('keeps the start and the end apart', () => {
    expect(readEventTime('6:30 pm–9pm')).toEqual({
      start: { hour: 18, minute: 30 },
      end: { hour: 21, minute: 0 },
    });
    expect(readEventTime('18:30')).toEqual({ start: { hour: 18, minute: 30 }, end: null });
  });

  it.each([
    [''],
    ['Evening'],
    ['18'],
    ['Round 1 at 7pm'],
    ['Table 12 from 2'],
    ['24:00'],
    ['18:60'],
    ['13pm'],
    ['0am'],
    ['18:30–25:00'],
    ['18:30–21'],
    ['18:30, 19:30 and 20:30'],
  ])('refuses %j', (text) => {
    expect(readEventTime(text)).toBeNull();
  });

  it('refuses text longer than the API keeps, however it starts', () => {
    expect(readEventTime(`18:30${' '.repeat(60)}`)).toBeNull();
    expect(readEventTime(`1${' '.repeat(10_000)}x`)).toBeNull();
  });

  it('reads one clock time, not a range', () => {
    expect(readClockTime('2pm')).toEqual({ hour: 14, minute: 0 });
    expect(readClockTime('14:00–16:00')).toBeNull();
  });
});

describe('days and instants as written', () => {
  it('reads days on the calendar only', () => {
    expect(readDay('2026-07-04')).toEqual({ year: 2026, month: 7, day: 4 });
    expect(readDay('2026-02-30')).toBeNull();
    expect(readDay('04/07/2026')).toBeNull();
  });

  it('reads a UK day and time, in 24-hour or 12-hour writing, on both days the clocks change', () => {
    expect(readUkInstant('2026-07-04', '14:00')?.toISOString()).toBe('2026-07-04T13:00:00.000Z');
    expect(readUkInstant('2026-07-04', '2pm')?.toISOString()).toBe('2026-07-04T13:00:00.000Z');
    expect(readUkInstant('2026-10-25', '1:30am')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(readUkInstant('2026-03-29', '01:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(readUkInstant('2026-07-04', 'noonish')).toBeNull();
    expect(readUkInstant('2026-13-04', '14:00')).toBeNull();
  });

  it('reads ISO date-times, and nothing else', () => {
    expect(readInstant('2026-07-04T13:00:00.000Z')?.getTime()).toBe(Date.UTC(2026, 6, 4, 13));
    expect(readInstant('not a date')).toBeNull();
    expect(readInstant(null)).toBeNull();
  });

  it('gives back the UK day and time of a date-time, and nothing for none', () => {
    expect([ukDayOf('2026-07-03T23:30:00.000Z'), ukClockOf('2026-07-03T23:30:00.000Z')]).toEqual([
      '2026-07-04',
      '00:30',
    ]);
    expect([ukDayOf('2026-10-25T01:30:00.000Z'), ukClockOf('2026-10-25T01:30:00.000Z')]).toEqual([
      '2026-10-25',
      '01:30',
    ]);
    expect([ukDayOf(null), ukClockOf('not a date')]).toEqual(['', '']);
  });

  it('gives a day and time back as typed, on both days the clocks change', () => {
    for (const [day, time] of [
      ['2026-03-29', '00:30'],
      ['2026-03-29', '02:00'],
      ['2026-10-25', '01:30'],
      ['2026-10-25', '18:00'],
      ['2026-12-31', '23:59'],
    ]) {
      const instant = readUkInstant(day, time)?.toISOString();
      expect([ukDayOf(instant), ukClockOf(instant)]).toEqual([day, time]);
    }
  });
});
