import type { DataProvider, Identifier } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import {
  adminUsersApprove,
  adminUsersPending,
  adminUsersRecent,
  adminUsersReject,
} from '../api/generated/sdk.gen';
import type { UserDto } from '../api/generated/types.gen';
import { adminCall } from './api-call';
import { httpClient } from './http-client';

export const ADMIN_API_URL = '/api/admin';

/** The simple-rest provider plus the admin calls that are not CRUD (through the generated SDK). */
export interface AdminDataProvider extends DataProvider {
  getPendingUsers(): Promise<UserDto[]>;
  getRecentUsers(): Promise<UserDto[]>;
  approveUser(id: Identifier): Promise<UserDto>;
  rejectUser(id: Identifier): Promise<void>;
}

const base = simpleRestProvider(ADMIN_API_URL, httpClient);
const userPath = (id: Identifier) => ({ path: { id: Number(id) } });

/**
 * react-admin's stock simple-rest provider, unmodified: the admin API takes back every record as it served it
 * (read-only fields ignored), so no resource needs a payload transform.
 */
export const dataProvider: AdminDataProvider = {
  ...base,
  getPendingUsers: () => adminCall(adminUsersPending()),
  getRecentUsers: () => adminCall(adminUsersRecent()),
  approveUser: (id) => adminCall(adminUsersApprove(userPath(id))),
  rejectUser: async (id) => {
    await adminCall(adminUsersReject(userPath(id)));
  },
};
