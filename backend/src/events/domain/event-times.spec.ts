import { eventEnd } from './event-times.js';

describe('eventEnd', () => {
  const start = new Date('2026-07-04T17:30:00Z'); // 18:30 in London

  it.each([
    ['18:30–21:30', '2026-07-04T20:30:00.000Z'],
    ['18:30 - 21:30', '2026-07-04T20:30:00.000Z'],
    ['6.30pm to 9.30pm', '2026-07-04T20:30:00.000Z'],
    ['6:30 PM - 9 PM', '2026-07-04T20:00:00.000Z'],
    ['18:30 until 00:30', '2026-07-04T23:30:00.000Z'],
  ])('reads the end from %s', (time, end) => {
    expect(eventEnd(start, time).toISOString()).toBe(end);
  });

  it.each([[null], ['18:30'], ['Evening'], ['Round 1 at 7pm'], ['Table 12 from 2']])(
    'lasts three hours when %s names no end',
    (time) => {
      expect(eventEnd(start, time).toISOString()).toBe('2026-07-04T20:30:00.000Z');
    },
  );

  it('ends past midnight by the clock of the next day, across the autumn change', () => {
    // 22:00 BST on 24 October 2026 until 02:00 GMT on the 25th: five hours, the clocks go back at 02:00 BST.
    expect(eventEnd(new Date('2026-10-24T21:00:00Z'), '22:00–02:00').toISOString()).toBe(
      '2026-10-25T02:00:00.000Z',
    );
    // Until 01:30 on the 25th: the first 01:30 (BST), as everywhere in the club's clock.
    expect(eventEnd(new Date('2026-10-24T21:00:00Z'), '10pm–1:30am').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('ends past midnight by the clock of the next day, across the spring change', () => {
    // 22:00 GMT on 28 March 2026 until 03:00 BST on the 29th: four hours, not the five a fixed day would add.
    expect(eventEnd(new Date('2026-03-28T22:00:00Z'), '22:00–03:00').toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
  });
});
