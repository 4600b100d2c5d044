import { describe, expect, it } from 'vitest';
import { eventFormSummary, toEventRecord } from './event-form-schema';

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
});
