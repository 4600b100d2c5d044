export enum AchievementType {
  TOURNAMENT_WIN = 'TOURNAMENT_WIN',
  CASUAL_WIN = 'CASUAL_WIN',
  COMPETITION_WIN = 'COMPETITION_WIN',
}

export type LeaderboardColumn = 'tournament' | 'casual' | 'competition';

/** The prototype counted any type but tournament and casual as a competition win. */
export function columnOf(type: AchievementType): LeaderboardColumn {
  if (type === AchievementType.TOURNAMENT_WIN) return 'tournament';
  if (type === AchievementType.CASUAL_WIN) return 'casual';
  return 'competition';
}

/** One achievement as the leaderboard needs it. */
export interface Win {
  achievementId: number;
  type: AchievementType;
  /** 'YYYY-MM-DD' */
  date: string;
  /** Who won: the same key for every win of one person ('user:7', 'family:3'). */
  personKey: string;
  name: string;
  avatar: string;
}

export interface LeaderboardEntry {
  id: string;
  name: string;
  avatar: string;
  wins: number;
}

export type Leaderboard = Record<LeaderboardColumn, LeaderboardEntry[]>;

export const TOP = 5;

interface Tally extends LeaderboardEntry {
  latestDate: string;
  latestId: number;
}

/**
 * The top five of each column by number of wins. Ties go to whoever won most recently (the later day, then the
 * later recorded achievement on the same day), then by name, so the order never depends on the database's.
 */
export function leaderboard(wins: Win[]): Leaderboard {
  const columns: Record<LeaderboardColumn, Map<string, Tally>> = {
    tournament: new Map(),
    casual: new Map(),
    competition: new Map(),
  };
  for (const win of wins) {
    const tallies = columns[columnOf(win.type)];
    const tally = tallies.get(win.personKey) ?? {
      id: win.personKey,
      name: win.name,
      avatar: win.avatar,
      wins: 0,
      latestDate: '',
      latestId: 0,
    };
    tally.wins++;
    if (
      win.date > tally.latestDate ||
      (win.date === tally.latestDate && win.achievementId > tally.latestId)
    ) {
      tally.latestDate = win.date;
      tally.latestId = win.achievementId;
    }
    tallies.set(win.personKey, tally);
  }
  const top = (tallies: Map<string, Tally>): LeaderboardEntry[] =>
    [...tallies.values()]
      .sort(
        (a, b) =>
          b.wins - a.wins ||
          b.latestDate.localeCompare(a.latestDate) ||
          b.latestId - a.latestId ||
          a.name.localeCompare(b.name),
      )
      .slice(0, TOP)
      .map(({ id, name, avatar, wins: count }) => ({ id, name, avatar, wins: count }));
  return {
    tournament: top(columns.tournament),
    casual: top(columns.casual),
    competition: top(columns.competition),
  };
}

/** How a member is named on the public leaderboard: first name and the initial of the last ('Ash K.'). */
export function publicName(firstName: string, lastName: string): string {
  const initial = [...lastName.trim()][0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
