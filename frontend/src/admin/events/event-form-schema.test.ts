import { describe, expect, it } from 'vitest';
import { eventFormSummary, quickEventFormSummary, toEventRecord } from './event-form-schema';

const valid = {
  title: 'League Cup',
  description: 'Standard format',
  date: '2026-07-04',
  time: '10:00',
  type: 'TOURNAMENT',
  maxAttendees: 3,
};

describe('event form rules (spec 2 §5)', () => {
  it('asks for title and date first, then description and time', () => {
    expect(eventFormSummary({ ...valid, title: ' ', description: '' })).toBe(
      'club.events.validation.titleAndDate',
    );
    expect(eventFormSummary({ ...valid, date: '' })).toBe('club.events.validation.titleAndDate');
    expect(eventFormSummary({ ...valid, time: '' })).toBe('club.events.validation.required');
    expect(eventFormSummary({ ...valid, description: undefined })).toBe('club.events.validation.required');
  });

  it('takes a start time or a start and an end, and nothing else', () => {
    for (const time of [
      '18:30',
      '18:30–21:30',
      '18:30-21:30',
      '18:30 to 21:30',
      '09:00 – 17:00',
      '6.30pm',
      '6pm',
    ]) {
      expect(eventFormSummary({ ...valid, time })).toBeUndefined();
    }
    for (const time of ['18', '25:00', '13pm', '18:30–', 'evening', '18:30–21:30 and later']) {
      expect(eventFormSummary({ ...valid, time })).toBe('club.events.validation.time');
    }
  });

  it('takes an empty limit as none and refuses a limit below 1 or not whole', () => {
    expect(eventFormSummary({ ...valid, maxAttendees: null })).toBeUndefined();
    expect(eventFormSummary({ ...valid, maxAttendees: 0 })).toBe('club.events.validation.maxAttendees');
    expect(eventFormSummary({ ...valid, maxAttendees: 2.5 })).toBe('club.events.validation.maxAttendees');
  });

  it('joins the UK day and time into the date-time, and keeps no limit as null', () => {
    expect(toEventRecord({ ...valid, maxAttendees: undefined })).toMatchObject({
      date: '2026-07-04T09:00:00.000Z',
      time: '10:00',
      maxAttendees: null,
    });
    // An untouched date of an edited record is the served date-time: its UK day is kept.
    expect(toEventRecord({ ...valid, date: '2026-07-03T23:30:00.000Z', time: '18:00' }).date).toBe(
      '2026-07-04T17:00:00.000Z',
    );
  });

  it('starts an event with a time range at its start, on the day chosen, and writes the range one way', () => {
    // Moving Trade Night (19:00–21:00) to another day keeps its start at 19:00, not midnight.
    expect(toEventRecord({ ...valid, date: '2026-12-17', time: '19:00-21:00' })).toMatchObject({
      date: '2026-12-17T19:00:00.000Z',
      time: '19:00–21:00',
    });
    expect(
      toEventRecord({ ...valid, date: '2026-06-30T17:30:00.000Z', time: '18:30 to 21:30' }),
    ).toMatchObject({ date: '2026-06-30T17:30:00.000Z', time: '18:30–21:30' });
  });

  it('reads 12-hour times as the backend does, and writes them on the 24-hour clock', () => {
    expect(toEventRecord({ ...valid, date: '2026-07-04', time: '6:30 pm - 9pm' })).toMatchObject({
      date: '2026-07-04T17:30:00.000Z',
      time: '18:30–21:00',
    });
  });

  it('reads the times of the days the clocks change as the backend does', () => {
    // 01:30 on 25 October 2026 happens twice: the first, in BST.
    expect(toEventRecord({ ...valid, date: '2026-10-25', time: '01:30' }).date).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    // 01:30 on 29 March 2026 never happens: 02:30 BST.
    expect(toEventRecord({ ...valid, date: '2026-03-29', time: '01:30' }).date).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it("asks the dashboard's quick form for title and date only, and a time only when one is written", () => {
    expect(quickEventFormSummary({ title: 'Trade Night', date: '2026-07-04' })).toBeUndefined();
    expect(quickEventFormSummary({ title: 'Trade Night', date: '2026-07-04', time: '' })).toBeUndefined();
    expect(quickEventFormSummary({ title: '', date: '2026-07-04' })).toBe(
      'club.events.validation.titleAndDate',
    );
    expect(quickEventFormSummary({ title: 'Trade Night' })).toBe('club.events.validation.titleAndDate');
    expect(quickEventFormSummary({ title: 'Trade Night', date: '2026-07-04', time: 'evening' })).toBe(
      'club.events.validation.time',
    );
  });

  it('starts a day chosen without a time at UK midnight, and keeps a served date-time without one', () => {
    expect(toEventRecord({ title: 'T', date: '2026-07-04', time: '' })).toMatchObject({
      date: '2026-07-03T23:00:00.000Z',
      time: '',
    });
    expect(toEventRecord({ title: 'T', date: '2026-07-04T17:30:00.000Z', time: null }).date).toBe(
      '2026-07-04T17:30:00.000Z',
    );
  });
});
