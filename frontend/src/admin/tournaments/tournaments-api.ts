import {
  adminTournamentsCreate,
  adminTournamentsExportLists,
  adminTournamentsExportStandings,
  adminTournamentsFinish,
  adminTournamentsLog,
  adminTournamentsPublish,
  adminTournamentsStartCheckIn,
  adminTournamentsUpdate,
  eventsList,
  tournamentsList,
  tournamentTomImportFile,
  tournamentTomTomFile,
} from '../../api/generated/sdk.gen';
import type { CreateTournamentDto, UpdateTournamentDto } from '../../api/generated/types.gen';
import { adminCall } from '../api-call';

/**
 * The organiser's online-only calls (the desk's queued ones are in offline/desk-api.ts), through the
 * generated SDK (bearer token and one refresh on a 401 from the session; failures become react-admin's
 * HttpError with the API's message).
 */
export const tournamentsApi = {
  list: () => adminCall(tournamentsList()),
  events: () => adminCall(eventsList()),
  create: (body: CreateTournamentDto) => adminCall(adminTournamentsCreate({ body })),
  update: (id: number, body: UpdateTournamentDto) =>
    adminCall(adminTournamentsUpdate({ path: { id }, body })),
  startCheckIn: (id: number) => adminCall(adminTournamentsStartCheckIn({ path: { id } })),
  log: (id: number) => adminCall(adminTournamentsLog({ path: { id } })),
  finish: (id: number) => adminCall(adminTournamentsFinish({ path: { id } })),
  publish: (id: number, published: boolean) =>
    adminCall(adminTournamentsPublish({ path: { id }, body: { published } })),
  exportStandings: (id: number, format: 'csv' | 'json') =>
    adminCall(adminTournamentsExportStandings({ path: { id }, query: { format }, parseAs: 'text' })),
  /** TOM's file as it is: the body is the document, not JSON. */
  importTom: (text: string) =>
    adminCall(tournamentTomImportFile({ body: text, bodySerializer: (body: unknown) => body as string })),
  tomFile: (id: number) => adminCall(tournamentTomTomFile({ path: { id }, parseAs: 'text' })),
  exportLists: (id: number) =>
    adminCall(adminTournamentsExportLists({ path: { id }, query: { format: 'csv' }, parseAs: 'text' })),
};

/** Query keys of the organiser's pages; everything of one tournament starts with `tournament(id)`. */
export const TOURNAMENT_KEYS = {
  list: ['tournaments-admin', 'list'],
  events: ['tournaments-admin', 'events'],
  tournament: (id: number) => ['tournaments-admin', id] as const,
  log: (id: number) => ['tournaments-admin', id, 'log'] as const,
};

/** The organiser's pages read again every few seconds, so players' reports show up without a reload. */
export const DESK_POLL_MS = 5000;
