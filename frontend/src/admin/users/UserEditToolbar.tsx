import { SaveButton, Toolbar } from 'react-admin';
import { UserDeleteButton } from './UserDeleteButton';

/** Save, and delete (with confirmation) going back to the Users tab. */
export function UserEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <UserDeleteButton afterDelete="users-tab" />
    </Toolbar>
  );
}
