import { ContentSectionName, milestoneDate, missingFields } from './sections.js';

const empty = {
  title: null,
  description: null,
  imageUrl: null,
  date: null,
  time: null,
  participants: null,
  role: null,
};

describe('section rules', () => {
  it("requires each form's fields in the generic field that holds them", () => {
    expect(missingFields(ContentSectionName.MEET_TEAM, { ...empty, title: 'Sam' })).toEqual(['role']);
    expect(missingFields(ContentSectionName.OUR_JOURNEY, { ...empty, title: 'Founded' })).toEqual(['date']);
    expect(missingFields(ContentSectionName.SESSION_TIMES, { ...empty, title: 'Friday', time: ' ' })).toEqual(
      ['time', 'description'],
    );
    expect(
      missingFields(ContentSectionName.SESSION_TIMES, {
        ...empty,
        title: 'Friday',
        time: '18:00',
        description: 'Casual play',
      }),
    ).toEqual([]);
  });

  it('dates a milestone on 1 January of its year', () => {
    expect(milestoneDate(2019)).toBe('2019-01-01');
  });
});
