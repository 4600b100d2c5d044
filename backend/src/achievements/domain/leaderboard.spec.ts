import { AchievementType, leaderboard, publicName, type Win } from './leaderboard.js';

let nextId = 1;
function win(personKey: string, type: AchievementType, date: string): Win {
  return { achievementId: nextId++, type, date, personKey, name: personKey, avatar: `${personKey}.png` };
}

describe('leaderboard', () => {
  it('counts wins per person in each column, most first, five at most', () => {
    const wins = [
      ...['a', 'b', 'b', 'c', 'c', 'c', 'd', 'e', 'f', 'g'].map((p, i) =>
        win(p, AchievementType.TOURNAMENT_WIN, `2026-01-${String(10 + i).padStart(2, '0')}`),
      ),
      win('a', AchievementType.CASUAL_WIN, '2026-02-01'),
      win('a', AchievementType.COMPETITION_WIN, '2026-02-01'),
    ];
    const board = leaderboard(wins);
    expect(board.tournament.map((e) => [e.id, e.wins])).toEqual([
      ['c', 3],
      ['b', 2],
      ['g', 1],
      ['f', 1],
      ['e', 1],
    ]);
    expect(board.casual).toEqual([{ id: 'a', name: 'a', avatar: 'a.png', wins: 1 }]);
    expect(board.competition.map((e) => e.id)).toEqual(['a']);
  });

  it('breaks ties by the most recent win: the later day, then the later record of the same day', () => {
    const board = leaderboard([
      win('early', AchievementType.CASUAL_WIN, '2026-03-01'),
      win('early', AchievementType.CASUAL_WIN, '2026-03-02'),
      win('late', AchievementType.CASUAL_WIN, '2026-01-01'),
      win('late', AchievementType.CASUAL_WIN, '2026-03-05'),
      win('sameDayLater', AchievementType.CASUAL_WIN, '2026-03-05'),
      win('sameDayLater', AchievementType.CASUAL_WIN, '2026-01-01'),
    ]);
    expect(board.casual.map((e) => e.id)).toEqual(['sameDayLater', 'late', 'early']);
  });

  it('names members by first name and initial', () => {
    expect(publicName('Ash', 'ketchum')).toBe('Ash K.');
    expect(publicName('Misty', ' ')).toBe('Misty');
  });
});
