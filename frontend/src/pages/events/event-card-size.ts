/** The least height of an event card, so placeholders hold the same space (no layout shift). */
export const EVENT_CARD_MIN_HEIGHT = 300;
