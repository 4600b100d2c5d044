import type { DataProvider, Identifier } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { UserDto } from '../api/generated/types.gen';
import { httpClient } from './http-client';
import { toUserCreatePayload, toUserUpdatePayload, type UserFormValues } from './user-payload';

export const ADMIN_API_URL = '/api/admin';

/** The simple-rest provider plus the admin calls that are not CRUD. */
export interface AdminDataProvider extends DataProvider {
  getPendingUsers(): Promise<UserDto[]>;
  getRecentUsers(): Promise<UserDto[]>;
  approveUser(id: Identifier): Promise<UserDto>;
  rejectUser(id: Identifier): Promise<void>;
}

const base = simpleRestProvider(ADMIN_API_URL, httpClient);
const userUrl = (id: Identifier, action = '') => `${ADMIN_API_URL}/users/${encodeURIComponent(id)}${action}`;

export const dataProvider: AdminDataProvider = {
  ...base,
  create: (resource, params) =>
    base.create(
      resource,
      resource === 'users' ? { ...params, data: toUserCreatePayload(params.data as UserFormValues) } : params,
    ),
  update: (resource, params) =>
    base.update(
      resource,
      resource === 'users'
        ? {
            ...params,
            data: toUserUpdatePayload(params.data as UserFormValues, params.previousData as UserFormValues),
          }
        : params,
    ),
  getPendingUsers: async () => (await httpClient(`${ADMIN_API_URL}/users/pending`)).json as UserDto[],
  getRecentUsers: async () => (await httpClient(`${ADMIN_API_URL}/users/recent`)).json as UserDto[],
  approveUser: async (id) => (await httpClient(userUrl(id, '/approve'), { method: 'PUT' })).json as UserDto,
  rejectUser: async (id) => {
    await httpClient(userUrl(id, '/reject'), { method: 'DELETE' });
  },
};
