/** Where the organiser's tournament pages live in the admin app. */
export const TOURNAMENTS_PATH = '/tournaments';
