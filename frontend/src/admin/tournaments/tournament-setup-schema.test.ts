import { describe, expect, it } from 'vitest';
import { makeTournament } from '../../test/tournament-fixtures';
import { defaultSetup, setupOf, setupSchema, SETUP_MESSAGES } from './tournament-setup-schema';

const problems = (values: unknown) =>
  setupSchema.safeParse(values).error?.issues.map((issue) => issue.message) ?? [];

describe('the tournament settings form', () => {
  it('sends the settings with the deadline read as UK time (BST in summer, GMT in winter)', () => {
    const winter = { ...defaultSetup('2026-12-05T10:00:00Z'), deadlineTime: '09:30' };
    expect(setupSchema.parse(winter)).toEqual({
      format: 'standard',
      bestOf: 3,
      roundMinutes: 50,
      divisionsApart: false,
      topCut: true,
      deckListDeadline: '2026-12-05T09:30:00.000Z',
    });
    const summer = { ...winter, deadlineDay: '2026-07-04', bestOf: '1' as const };
    expect(setupSchema.parse(summer)).toMatchObject({
      bestOf: 1,
      deckListDeadline: '2026-07-04T08:30:00.000Z',
    });
  });

  it('refuses round lengths outside 10–180 whole minutes and a missing deadline', () => {
    const valid = defaultSetup('2026-12-05T10:00:00Z');
    for (const roundMinutes of ['9', '181', '45.5', '', 'ten']) {
      expect(problems({ ...valid, roundMinutes })).toEqual([SETUP_MESSAGES.roundMinutes]);
    }
    expect(problems({ ...valid, roundMinutes: '10' })).toEqual([]);
    expect(problems({ ...valid, deadlineTime: '' })).toEqual([SETUP_MESSAGES.deadline]);
  });

  it('shows a tournament’s saved settings in the form as they were sent', () => {
    const tournament = makeTournament({ bestOf: 1, format: 'expanded', divisionsApart: true });
    expect(setupSchema.parse(setupOf(tournament))).toEqual({
      format: 'expanded',
      bestOf: 1,
      roundMinutes: 50,
      divisionsApart: true,
      topCut: true,
      deckListDeadline: '2026-12-05T09:30:00.000Z',
    });
  });
});
