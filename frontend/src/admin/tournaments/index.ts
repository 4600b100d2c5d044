/**
 * The organiser's tournament pages (/admin/tournaments and /admin/tournaments/:id): custom routes, not a
 * react-admin resource (a tournament is run step by step, not edited as a record). AdminApp mounts them;
 * the menu shows TournamentsMenuItem.
 */
export { TournamentsPage } from './TournamentsPage';
export { TournamentDesk } from './TournamentDesk';
export { TournamentsMenuItem } from './TournamentsMenuItem';
export { TOURNAMENTS_PATH } from './tournaments-path';
