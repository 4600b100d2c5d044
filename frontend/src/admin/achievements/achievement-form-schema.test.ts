import { describe, expect, it } from 'vitest';
import { achievementFormSummary } from './achievement-form-schema';

const valid = { type: 'TOURNAMENT_WIN', title: 'Spring League', date: '2026-05-16', place: 1, userId: 7 };

describe('achievement form rules (spec 2 §5)', () => {
  it('asks for title, date and a member or a family member', () => {
    expect(achievementFormSummary(valid)).toBeUndefined();
    expect(achievementFormSummary({ ...valid, title: '' })).toBe('club.achievements.validation.required');
    expect(achievementFormSummary({ ...valid, date: null })).toBe('club.achievements.validation.required');
    expect(achievementFormSummary({ ...valid, userId: null })).toBe('club.achievements.validation.required');
    expect(achievementFormSummary({ ...valid, userId: null, familyMemberId: 3 })).toBeUndefined();
  });

  it('takes one person only, and a place from 1 to 3 or none', () => {
    expect(achievementFormSummary({ ...valid, familyMemberId: 3 })).toBe(
      'club.achievements.validation.onePerson',
    );
    expect(achievementFormSummary({ ...valid, place: null })).toBeUndefined();
    expect(achievementFormSummary({ ...valid, place: 4 })).toBe('club.achievements.validation.place');
  });
});
