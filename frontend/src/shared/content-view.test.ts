import { describe, expect, it } from 'vitest';
import { milestoneDate, toMilestone, toSessionTime, toTeamMember } from './content-view';

describe('content mappings (spec 1 §3, spec 2 §3)', () => {
  it('reads a milestone’s year from its date, 2024 without one', () => {
    expect(toMilestone({ title: 'Founded', description: 'First meeting', date: '2019-01-01' })).toEqual({
      year: 2019,
      title: 'Founded',
      description: 'First meeting',
    });
    expect(toMilestone({ title: 'Founded', date: null })).toEqual({
      year: 2024,
      title: 'Founded',
      description: '',
    });
  });

  it('prefers the year the API reads from the date', () => {
    expect(toMilestone({ title: 'x', date: '2019-01-01', year: 2019 }).year).toBe(2019);
  });

  it('writes a milestone year as 1 January of it', () => {
    expect(milestoneDate(2021)).toBe('2021-01-01');
    expect(toMilestone({ title: 'x', date: milestoneDate(2021) }).year).toBe(2021);
  });

  it('reads a team member: name from the title, the role or Co-Founder, the picture or none, the bio', () => {
    expect(toTeamMember({ title: 'Sam', description: 'Organiser', imageUrl: '', role: null })).toEqual({
      name: 'Sam',
      role: 'Co-Founder',
      avatar: null,
      bio: 'Organiser',
    });
    expect(
      toTeamMember({ title: 'Sam', imageUrl: 'https://img.example/sam.png', role: 'Treasurer' }),
    ).toMatchObject({ role: 'Treasurer', avatar: 'https://img.example/sam.png' });
  });

  it('reads a session: day, time, activity and participants with the spec’s defaults', () => {
    expect(
      toSessionTime({
        title: 'Saturday',
        time: '10:00 – 16:00',
        description: 'Casual play',
        participants: 'All ages',
      }),
    ).toEqual({ day: 'Saturday', time: '10:00 – 16:00', activity: 'Casual play', participants: 'All ages' });
    expect(toSessionTime({ title: '', description: 'Trading' })).toEqual({
      day: 'Coming Soon',
      time: 'TBD',
      activity: 'Trading',
      participants: 'Open to all trainers',
    });
  });
});
