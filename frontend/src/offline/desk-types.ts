import type { DeskAction, DeskSnapshot } from '@club/rules';
import type { DeskConflictDto, PlayerDto, TournamentDto } from '../api/generated/types.gen';

/** What `GET …/desk` answers: the tournament, its players and every match, at `settledAt`. */
export type ServerSnapshot = DeskSnapshot<TournamentDto, PlayerDto>;

/** The server's answer to an action it did not apply (docs/adr/0051). */
export type DeskProblem =
  | {
      status: 'CONFLICT';
      message: string;
      conflict: DeskConflictDto;
    }
  | { status: 'REFUSED'; message: string };

/** The admin who took a queued action: only their session sends it (docs/adr/0056). */
export interface QueuedBy {
  id: number;
  name: string;
}

/** One organiser action waiting in the queue, in the order taken (`seq`). */
export interface QueuedAction {
  seq?: number;
  tournamentId: number;
  /** Who took it; none on actions queued before the desk recorded it (nobody's: an admin must decide). */
  queuedBy?: QueuedBy;
  /** The server remembers it: a replay is never applied twice. */
  actionId: string;
  /** When the organiser acted (ISO). */
  takenAt: string;
  body: DeskAction;
  /** Set when the server answered CONFLICT or REFUSED: the queue waits for the organiser. */
  problem?: DeskProblem;
  /** Applied by the server; kept (and shown) until the server's next snapshot, which holds it, replaces it. */
  sent?: boolean;
}
