import type { DeskAction, Outcome } from '@club/rules';
import type { ServerSnapshot } from '../../../offline/desk-types';

type Translate = (key: string, args?: Record<string, unknown>) => string;

const key = (name: string) => `club.tournaments.offline.${name}`;

/** A table's outcome in words on the state `before`, the winner named in full: 'Ash Ketchum wins' or 'Tie'. */
export function resultWords(
  translate: Translate,
  before: ServerSnapshot,
  round: number,
  table: number,
  outcome: Outcome,
): string {
  if (outcome === 'TIE') return translate(key('tie'));
  const match = before.matches.find((m) => m.round === round && m.table === table);
  const winner = outcome === 'A_WINS' ? match?.playerA : match?.playerB;
  const fullName = before.players.find((player) => player.id === winner?.playerId)?.fullName;
  return translate(key('wins'), { name: fullName ?? winner?.name ?? '?' });
}

const CLOCK_WORDS = { START_CLOCK: 'startClock', PAUSE_CLOCK: 'pauseClock', RESUME_CLOCK: 'resumeClock' };
/** Minutes as the organiser reads a change: '+5', '−2'. */
const signed = (minutes: number) => (minutes > 0 ? `+${minutes}` : `−${-minutes}`);

/** A desk action in the organiser's words, naming players as the state `before` it knows them. */
export function actionWords(translate: Translate, before: ServerSnapshot, action: DeskAction): string {
  const name = (playerId: number) => before.players.find((p) => p.id === playerId)?.fullName ?? '?';
  switch (action.kind) {
    case 'RESULT':
      return translate(key('result'), {
        round: action.round,
        table: action.table,
        result: resultWords(translate, before, action.round, action.table, action.outcome),
      });
    case 'CHECK_IN':
      return translate(key(action.checkedIn ? 'checkIn' : 'checkOut'), { name: name(action.playerId) });
    case 'DROP':
      return translate(key('drop'), { name: name(action.playerId) });
    case 'PAIR_ROUND':
      return translate(key('pair'), {
        round: action.round,
        smart_count: action.pairings.filter((p) => p.table !== null).length,
      });
    case 'START_CLOCK':
    case 'PAUSE_CLOCK':
    case 'RESUME_CLOCK':
      return translate(key(CLOCK_WORDS[action.kind]), { round: action.round });
    case 'EXTEND_ROUND':
      return translate(key('extendRound'), { round: action.round, minutes: signed(action.minutes) });
    case 'TABLE_TIME':
      return translate(key('tableTime'), {
        round: action.round,
        table: action.table,
        minutes: signed(action.minutes),
      });
  }
}
