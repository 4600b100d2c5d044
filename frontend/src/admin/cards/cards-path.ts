/** Where the 'Cards & Formats' page lives, under the admin's basename: /admin/cards. */
export const CARDS_PATH = '/cards';
