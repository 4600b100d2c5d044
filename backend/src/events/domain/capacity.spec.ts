import { capacityProblem, EVENT_FULL, placesLeft } from './capacity.js';

describe('capacity', () => {
  it('counts places left, none below zero, and no limit as null', () => {
    expect(placesLeft(10, 3)).toBe(7);
    expect(placesLeft(3, 5)).toBe(0);
    expect(placesLeft(null, 500)).toBeNull();
  });

  it('lets a party in only when all of it fits', () => {
    expect(capacityProblem(3, 0, 3)).toBeUndefined();
    expect(capacityProblem(null, 1000, 20)).toBeUndefined();
    expect(capacityProblem(2, 0, 3)).toBe('Only 2 places are left for this event.');
    expect(capacityProblem(3, 2, 2)).toBe('Only 1 place is left for this event.');
    expect(capacityProblem(3, 3, 1)).toBe(EVENT_FULL);
    expect(capacityProblem(3, 4, 1)).toBe(EVENT_FULL);
  });
});
