/**
 * A card id as the data set writes them: set id, a hyphen, the number in the set ('sv6-1', 'swsh12pt5gg-GG06',
 * 'cel25c-15_A1' for a Classic Collection print, 'ex10-?' for an Unown).
 */
export const CARD_ID_PATTERN = /^[A-Z0-9.]{1,30}-[\w.!?]{1,29}$/i;
