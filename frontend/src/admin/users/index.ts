import type { UserDto } from '../../api/generated/types.gen';
import { dashboardDialogRedirects } from '../dashboard/dashboard-dialog-redirect';
import { fullName } from './user-name';

/**
 * The `users` resource: `<Resource name="users" {...users} />` with `import * as users`. Its list
 * (/admin/users) is the spec's pending users screen; the full user table is the dashboard's Users
 * tab, where the user modal opens over it (/admin?tab=users&user={id}, or `create`). react-admin's own
 * addresses /admin/users/create and /admin/users/{id} lead there.
 */
export { PendingUsersScreen as list } from './PendingUsersScreen';
export { default as icon } from '@mui/icons-material/People';

export const { create, edit } = dashboardDialogRedirects('users', 'user');
export const recordRepresentation = (record: UserDto): string => fullName(record);
