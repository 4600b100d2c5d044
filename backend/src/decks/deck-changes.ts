/** Announced by every change to decks or their cards (from any server, the command line or SQL). */
export const DECKS_CHANGED = 'decks_changed';

/** The trigger body that announces it: once a statement, as a deck's import or cleared section changes many rows. */
export const ANNOUNCE_DECKS_CHANGED = `perform pg_notify('${DECKS_CHANGED}', ''); return null`;
