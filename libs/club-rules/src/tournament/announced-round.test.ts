import { describe, expect, it } from 'vitest';
import { type AnnouncedPairing, checkAnnouncedRound, type SwissRoundRules } from './announced-round.js';
import type { PairingCandidate } from './swiss-pairing.js';
import type { Division } from './tournament-types.js';

const names: Record<number, string> = { 1: 'Ash', 2: 'Misty', 3: 'Brock', 4: 'Dawn', 5: 'Iris', 6: 'Cilan' };
const nameOf = (id: number) => names[id] ?? `Player ${id}`;

function player(
  id: number,
  extra: Partial<Omit<PairingCandidate, 'id'>> = {},
  division: Division = 'MASTERS',
): PairingCandidate {
  return { id, division, matchPoints: 0, opponents: [], hadBye: false, ...extra };
}

const swiss = (flights: PairingCandidate[][], preferOwnDivision = false): SwissRoundRules => ({
  kind: 'SWISS',
  round: 3,
  flights,
  preferOwnDivision,
});

const table = (number: number | null, a: number, b: number | null): AnnouncedPairing => ({
  table: number,
  playerA: a,
  playerB: b,
});

const four = [player(1, { matchPoints: 6 }), player(2, { matchPoints: 3 }), player(3), player(4)];

describe('checkAnnouncedRound, Swiss', () => {
  it('accepts any legal round, whatever the server would pair (points, table order are preferences)', () => {
    expect(checkAnnouncedRound([table(1, 4, 1), table(2, 3, 2)], swiss([four]), nameOf)).toBeNull();
    expect(checkAnnouncedRound([table(2, 1, 3), table(1, 2, 4)], swiss([four]), nameOf)).toBeNull();
  });

  it('refuses a player paired twice, and names them', () => {
    expect(checkAnnouncedRound([table(1, 1, 2), table(2, 3, 1)], swiss([four]), nameOf)).toBe(
      'Ash is paired twice.',
    );
  });

  it('refuses a player who should play but is left out', () => {
    expect(checkAnnouncedRound([table(1, 1, 2), table(null, 3, null)], swiss([four]), nameOf)).toBe(
      'Dawn is not paired: everyone still playing plays round 3.',
    );
  });

  it('refuses a player who does not play this round (dropped, not checked in, unknown)', () => {
    expect(checkAnnouncedRound([table(1, 1, 2), table(2, 3, 5)], swiss([four]), nameOf)).toMatch(
      /^Iris does not play round 3/,
    );
    expect(checkAnnouncedRound([table(1, 1, 2), table(2, 3, 99)], swiss([four]))).toMatch(
      /^Player 99 does not play round 3/,
    );
  });

  it('numbers tables 1..n once each; the bye alone has no table', () => {
    expect(checkAnnouncedRound([table(1, 1, 2), table(1, 3, 4)], swiss([four]), nameOf)).toBe(
      'Table 1 is announced twice.',
    );
    expect(checkAnnouncedRound([table(1, 1, 2), table(3, 3, 4)], swiss([four]), nameOf)).toBe(
      'Tables are numbered from 1 to 2 without gaps: table 2 is missing.',
    );
    expect(checkAnnouncedRound([table(1, 1, 2), table(null, 3, 4)], swiss([four]), nameOf)).toMatch(
      /^Brock and Dawn need a table/,
    );
    expect(
      checkAnnouncedRound([table(1, 1, 2), table(2, 3, null), table(null, 4, null)], swiss([four]), nameOf),
    ).toMatch(/^Table 2 has one player \(Brock\)/);
  });

  it('gives a bye only to an odd field, and one only', () => {
    const five = [...four, player(5)];
    expect(
      checkAnnouncedRound([table(1, 1, 2), table(2, 3, 4), table(null, 5, null)], swiss([five]), nameOf),
    ).toBeNull();
    expect(
      checkAnnouncedRound(
        [table(1, 1, 2), table(null, 3, null), table(null, 4, null)],
        swiss([four]),
        nameOf,
      ),
    ).toBe('Only one player may have the bye: Brock and Dawn both have it.');
    const six = [...five, player(6)];
    expect(
      checkAnnouncedRound(
        [table(1, 1, 2), table(2, 3, 4), table(null, 5, null), table(null, 6, null)],
        swiss([six]),
        nameOf,
      ),
    ).toMatch(/^Only one player may have the bye/);
  });

  it('refuses a second bye while someone else could take it, not when everyone has had one', () => {
    const five = [player(1), player(2), player(3), player(4), player(5, { hadBye: true })];
    expect(
      checkAnnouncedRound([table(1, 1, 2), table(2, 3, 4), table(null, 5, null)], swiss([five]), nameOf),
    ).toBe('Iris already had a bye; Ash has not had one and could take it.');
    const allHad = five.map((p) => ({ ...p, hadBye: true }));
    expect(
      checkAnnouncedRound([table(1, 1, 2), table(2, 3, 4), table(null, 5, null)], swiss([allHad]), nameOf),
    ).toBeNull();
  });

  it('refuses a rematch when a pairing without one exists, allows it when none does', () => {
    const met = [player(1, { opponents: [2] }), player(2, { opponents: [1] }), player(3), player(4)];
    expect(checkAnnouncedRound([table(1, 1, 2), table(2, 3, 4)], swiss([met]), nameOf)).toBe(
      'Ash and Misty have already played each other, and a pairing without a rematch exists.',
    );
    const everyoneMet = [player(1, { opponents: [2] }), player(2, { opponents: [1] })];
    expect(checkAnnouncedRound([table(1, 1, 2)], swiss([everyoneMet]), nameOf)).toBeNull();
  });

  it('divisions apart: each pairs within itself, with its own bye', () => {
    const masters = [player(1), player(2), player(3)];
    const juniors = [player(4, {}, 'JUNIOR'), player(5, {}, 'JUNIOR'), player(6, {}, 'JUNIOR')];
    expect(
      checkAnnouncedRound(
        [table(1, 1, 2), table(2, 4, 5), table(null, 3, null), table(null, 6, null)],
        swiss([masters, juniors]),
        nameOf,
      ),
    ).toBeNull();
    expect(
      checkAnnouncedRound(
        [table(1, 1, 2), table(2, 4, 5), table(3, 3, 6)],
        swiss([masters, juniors]),
        nameOf,
      ),
    ).toBe('Brock and Cilan are in different divisions, which play apart.');
  });

  it('divisions together (age-modified Swiss): pairing across divisions is a preference, not a refusal', () => {
    const together = [player(1), player(2), player(3, {}, 'JUNIOR'), player(4, {}, 'JUNIOR')];
    expect(checkAnnouncedRound([table(1, 1, 3), table(2, 2, 4)], swiss([together], true), nameOf)).toBeNull();
  });
});

describe('checkAnnouncedRound, top cut', () => {
  const bracket = [
    { table: 1, a: 1, b: 4 },
    { table: 2, a: 2, b: 3 },
  ];
  const rules = { kind: 'TOP_CUT' as const, round: 6, bracket };

  it('accepts the bracket the rules give', () => {
    expect(checkAnnouncedRound([table(1, 1, 4), table(2, 2, 3)], rules, nameOf)).toBeNull();
  });

  it('refuses anything else, saying which table the bracket has', () => {
    expect(checkAnnouncedRound([table(1, 1, 3), table(2, 2, 4)], rules, nameOf)).toBe(
      'Top-cut round 6 follows the bracket: table 1 is Ash against Dawn.',
    );
    expect(checkAnnouncedRound([table(1, 1, 4), table(2, 2, 3), table(3, 5, 6)], rules, nameOf)).toBe(
      'Table 3 is not part of top-cut round 6.',
    );
    expect(checkAnnouncedRound([table(1, 1, 4), table(2, 2, 3), table(null, 5, null)], rules, nameOf)).toBe(
      'There is no bye in the top cut (Iris).',
    );
  });
});
