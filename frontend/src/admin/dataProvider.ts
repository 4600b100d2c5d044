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
import { type FormImage, uploadedImageRefs } from './artworks/artwork-images';
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

/** An artwork record as the form sends it: its pictures may include files to upload. */
async function withUploadedImages<T extends { images?: readonly FormImage[] }>(data: T): Promise<T> {
  return data.images ? { ...data, images: await uploadedImageRefs(data.images) } : data;
}

/**
 * react-admin's stock simple-rest provider, unmodified: the admin API takes back every record as it served it
 * (read-only fields ignored), so no resource needs a payload transform. The one addition is react-admin's own
 * recipe for files (https://marmelab.com/react-admin/DataProviders.html#handling-file-uploads): an artwork's new
 * pictures are uploaded as multipart first, then the stock provider saves the piece with their ids as JSON.
 */
export const dataProvider: AdminDataProvider = {
  ...base,
  create: async (resource, params) =>
    base.create(
      resource,
      resource === 'artworks' ? { ...params, data: await withUploadedImages(params.data) } : params,
    ),
  update: async (resource, params) =>
    base.update(
      resource,
      resource === 'artworks' ? { ...params, data: await withUploadedImages(params.data) } : params,
    ),
  getPendingUsers: () => adminCall(adminUsersPending()),
  getRecentUsers: () => adminCall(adminUsersRecent()),
  approveUser: (id) => adminCall(adminUsersApprove(userPath(id))),
  rejectUser: async (id) => {
    await adminCall(adminUsersReject(userPath(id)));
  },
};
