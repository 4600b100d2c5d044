import type {
  DeckListDto,
  LiveTournamentDto,
  MatchDto,
  MatchPlayerDto,
  MyEntryDto,
  StandingDto,
  TournamentDto,
} from '../api/generated/types.gen';

export function makeTournament(overrides: Partial<TournamentDto> = {}): TournamentDto {
  return {
    id: 3,
    eventId: 12,
    title: 'December League Challenge',
    date: '2026-12-05T10:00:00.000Z',
    day: '2026-12-05',
    location: 'Ely Library',
    format: 'standard',
    bestOf: 3,
    roundMinutes: 50,
    divisionsApart: false,
    topCut: true,
    deckListDeadline: '2026-12-05T09:30:00.000Z',
    listsOpen: true,
    stage: 'REGISTRATION',
    currentRound: 0,
    plannedRounds: null,
    listsPublished: false,
    season: 2027,
    playerCount: 8,
    tomId: null,
    ...overrides,
  };
}

export function makePlayer(playerId: number, name: string, record = '0-0-0'): MatchPlayerDto {
  const [wins = 0, , ties = 0] = record.split('-').map(Number);
  return { playerId, name, division: 'MASTERS', record, matchPoints: wins * 3 + ties };
}

export const ASH = makePlayer(41, 'Ash K.', '1-0-0');
export const MISTY = makePlayer(42, 'Misty W.', '1-0-0');

export function makeMatch(overrides: Partial<MatchDto> = {}): MatchDto {
  return {
    id: 100,
    round: 2,
    stage: 'SWISS',
    division: 'MASTERS',
    table: 4,
    playerA: ASH,
    playerB: MISTY,
    outcome: null,
    reportedOutcome: null,
    reportedBy: null,
    extraSeconds: 0,
    ...overrides,
  };
}

export function makeEntry(overrides: Partial<MyEntryDto> = {}): MyEntryDto {
  return {
    playerId: 41,
    name: 'Ash Ketchum',
    division: 'MASTERS',
    familyMemberId: null,
    problem: null,
    deckListSubmittedAt: null,
    deckListOpen: true,
    droppedAfterRound: null,
    currentMatch: null,
    side: null,
    ...overrides,
  };
}

export function makeStanding(rank: number, name: string, overrides: Partial<StandingDto> = {}): StandingDto {
  return {
    rank,
    playerId: 40 + rank,
    name,
    division: 'MASTERS',
    wins: 1,
    losses: 0,
    ties: 0,
    byes: 0,
    matchPoints: 3,
    opponentsWinPercentage: 0.25,
    opponentsOpponentsWinPercentage: 0.5,
    dropped: false,
    late: false,
    ...overrides,
  };
}

export function makeLive(overrides: Partial<LiveTournamentDto> = {}): LiveTournamentDto {
  return {
    now: new Date().toISOString(),
    clock: null,
    tournament: makeTournament(),
    pairings: [],
    tablesPlaying: 0,
    standingsAfterRound: 0,
    standings: [],
    ...overrides,
  };
}

export function makeDeckList(overrides: Partial<DeckListDto> = {}): DeckListDto {
  return {
    playerId: 41,
    playerName: 'Ash Ketchum',
    division: 'MASTERS',
    tournament: 'December League Challenge',
    day: '2026-12-05',
    format: 'standard',
    submittedAt: '2026-12-01T18:00:00.000Z',
    cards: [
      { cardId: 'sv1-1', name: 'Pikachu', print: 'SVI 1', section: 'pokemon', count: 4 },
      { cardId: 'sv1-181', name: 'Nest Ball', print: 'SVI 181', section: 'trainer', count: 4 },
      { cardId: 'sve-4', name: 'Lightning Energy', print: 'SVE 4', section: 'energy', count: 12 },
    ],
    ...overrides,
  };
}
