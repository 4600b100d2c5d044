/** Announced on every change, so leaderboards and event answers that name family members are rebuilt. */
export const FAMILY_CHANGED = 'family_changed';
