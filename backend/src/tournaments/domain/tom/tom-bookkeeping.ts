import type { TomData, TomFile, TomFinalsCut, TomPod, TomRound, TomStandingsPod } from './tom-file.js';

/** A round's own facts, apart from its matches. */
export type TomRoundFacts = Omit<TomRound, 'matches'> & { pod: number };

/**
 * What an imported tournament keeps of TOM's file beyond its players and matches (which live in the tournament's
 * tables), so the file can be written back as TOM wrote it: no names and no dates of birth (docs/adr/0061).
 */
export interface TomBookkeeping {
  type: string;
  stage: string;
  version: string;
  gameType: string;
  mode: string;
  data: Omit<TomData, 'name' | 'startDate'>;
  timeElapsed: number;
  pods: Omit<TomPod, 'rounds'>[];
  rounds: TomRoundFacts[];
  /** By Player ID: what TOM records of each player beyond their name and birth year. */
  players: Record<
    string,
    {
      starter: boolean;
      order: number | null;
      seed: number | null;
      dropStatus: number | null;
      dropTimestamp: string | null;
      creationDate: string;
      lastModifiedDate: string;
    }
  >;
  /** By `pod/round/player1`: when each result was entered. */
  matchTimestamps: Record<string, string>;
  /** By `pod/round`: the first players of its matches in TOM's order. */
  matchOrder: Record<string, string[]>;
  standings: TomStandingsPod[] | null;
  finalsOptions: TomFinalsCut[];
}

export const matchKey = (pod: number, round: number, player1: string): string => `${pod}/${round}/${player1}`;

/** The bookkeeping of a file just read. */
export function bookkeepingOf(file: TomFile): TomBookkeeping {
  const { name: _name, startDate: _startDate, ...data } = file.data;
  const matchTimestamps: Record<string, string> = {};
  const matchOrder: Record<string, string[]> = {};
  for (const pod of file.pods) {
    for (const round of pod.rounds) {
      matchOrder[`${pod.category}/${round.number}`] = round.matches.map((match) => match.player1);
      for (const match of round.matches) {
        if (match.timestamp)
          matchTimestamps[matchKey(pod.category, round.number, match.player1)] = match.timestamp;
      }
    }
  }
  return {
    type: file.type,
    stage: file.stage,
    version: file.version,
    gameType: file.gameType,
    mode: file.mode,
    data,
    timeElapsed: file.timeElapsed,
    pods: file.pods.map(({ rounds: _rounds, ...pod }) => pod),
    rounds: file.pods.flatMap((pod) =>
      pod.rounds.map(({ matches: _matches, ...round }) => ({ ...round, pod: pod.category })),
    ),
    players: Object.fromEntries(
      file.players.map((player) => [
        player.userId,
        {
          starter: player.starter,
          order: player.order,
          seed: player.seed,
          dropStatus: player.dropped?.status ?? null,
          dropTimestamp: player.dropped?.timestamp ?? null,
          creationDate: player.creationDate,
          lastModifiedDate: player.lastModifiedDate,
        },
      ]),
    ),
    matchTimestamps,
    matchOrder,
    standings: file.standings,
    finalsOptions: file.finalsOptions,
  };
}
