/**
 * A tournament imported from TOM's file is run in TOM (docs/tournament-rules.md §10, docs/adr/0063): TOM pairs
 * it, takes its results, check-ins and drops, and its next save replaces whatever the site changed. So the site
 * refuses those steps, on the server and on the organiser's desk offline alike, and says where to take them.
 * The round clock, the deck-list sheets and loading TOM's file stay the site's.
 */

/** What marks a tournament run in TOM: the sanction id of the TOM file it came from. */
export interface TomState {
  /** Absent in a desk snapshot kept on the device from before TOM's files were read: the club's own. */
  tomId?: string | null;
}

export const RUN_IN_TOM =
  'This tournament is run in TOM: pair rounds, enter results, check players in and drop them there, then load the file TOM saves here.';

/** Why a step TOM owns is refused here, or null for a tournament run on the site. */
export function runInTom(tournament: TomState): { refusal: string } | null {
  return tournament.tomId ? { refusal: RUN_IN_TOM } : null;
}
