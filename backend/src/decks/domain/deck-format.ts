/** The play formats a deck is built for (and a tournament is played in). */
export enum DeckFormat {
  STANDARD = 'standard',
  EXPANDED = 'expanded',
}
