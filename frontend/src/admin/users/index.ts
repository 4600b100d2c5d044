import type { UserDto } from '../../api/generated/types.gen';
import { fullName } from './user-name';

/**
 * The `users` resource: `<Resource name="users" {...users} />` with `import * as users`. Its list
 * (/admin/users) is the spec's pending users screen; the full user table is the dashboard's Users
 * tab. Create and edit are /admin/users/create and /admin/users/{id}.
 */
export { PendingUsersScreen as list } from './PendingUsersScreen';
export { UserCreate as create } from './UserCreate';
export { UserEdit as edit } from './UserEdit';
export { default as icon } from '@mui/icons-material/People';

export const recordRepresentation = (record: UserDto): string => fullName(record);
