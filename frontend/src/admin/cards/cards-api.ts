import {
  adminCardsGet,
  adminCardsRecent,
  adminCardsStart,
  cardsHealth,
  formatsList,
  formatsUpdate,
} from '../../api/generated/sdk.gen';
import type { FormatDto, UpdateFormatDto } from '../../api/generated/types.gen';
import { adminCall } from '../api-call';

/**
 * The calls of the 'Cards & Formats' page, through the generated SDK (bearer token and one refresh
 * on a 401 from the session; failures become react-admin's HttpError with the API's message).
 */
export const cardsApi = {
  health: () => adminCall(cardsHealth()),
  startImport: (source: string) => adminCall(adminCardsStart({ body: { source } })),
  recentImports: () => adminCall(adminCardsRecent()),
  importJob: (id: string) => adminCall(adminCardsGet({ path: { id } })),
  formats: () => adminCall(formatsList()),
  updateFormat: (code: FormatDto['code'], changes: UpdateFormatDto) =>
    adminCall(formatsUpdate({ path: { code }, body: changes })),
};

/** Query keys of the page. */
export const CARDS_KEYS = {
  health: ['cards-admin', 'health'],
  recent: ['cards-admin', 'imports'],
  job: (id: string) => ['cards-admin', 'import', id],
  formats: ['cards-admin', 'formats'],
} as const;
