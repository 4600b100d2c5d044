import type {
  CardHealthDto,
  CardImportJobDto,
  FormatDto,
  UpdateFormatDto,
} from '../../api/generated/types.gen';
import { ADMIN_API_URL } from '../dataProvider';
import { httpClient } from '../http-client';

/**
 * The calls of the 'Cards & Formats' page, through the admin's httpClient (bearer token, one
 * refresh on a 401, errors carrying the API's readable message).
 */
const IMPORTS_URL = `${ADMIN_API_URL}/cards/imports`;

export const CARD_HEALTH_URL = '/api/pokemon/health';
export const FORMATS_URL = '/api/pokemon/formats';

const jsonBody = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

export const cardsApi = {
  health: async () => (await httpClient(CARD_HEALTH_URL)).json as CardHealthDto,

  startImport: async (source: string) =>
    (await httpClient(IMPORTS_URL, jsonBody({ source }))).json as CardImportJobDto,

  recentImports: async () => (await httpClient(IMPORTS_URL)).json as CardImportJobDto[],

  importJob: async (id: string) =>
    (await httpClient(`${IMPORTS_URL}/${encodeURIComponent(id)}`)).json as CardImportJobDto,

  formats: async () => (await httpClient(FORMATS_URL)).json as FormatDto[],

  updateFormat: async (code: FormatDto['code'], changes: UpdateFormatDto) =>
    (
      await httpClient(`${ADMIN_API_URL}/formats/${encodeURIComponent(code)}`, {
        method: 'PUT',
        body: JSON.stringify(changes),
      })
    ).json as FormatDto,
};

/** Query keys of the page. */
export const CARDS_KEYS = {
  health: ['cards-admin', 'health'],
  recent: ['cards-admin', 'imports'],
  job: (id: string) => ['cards-admin', 'import', id],
  formats: ['cards-admin', 'formats'],
} as const;
