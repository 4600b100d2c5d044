import { useRecordContext, useTranslate } from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { DEFAULT_AVATAR } from '../../shared/avatars';
import type { DialogRoute } from '../dialogs/dialog-route';
import { RecordDialogs } from '../dialogs/RecordDialogContent';
import { UserDeleteButton } from './UserDeleteButton';
import { UserFormFields } from './UserFormFields';
import { UserSimpleForm } from './UserSimpleForm';
import { fullName } from './user-name';
import { userSaveError } from './user-save-error';

/** New user (admin): e-mail, password, names, role (default MEMBER), avatar (default 25). */
const defaultValues = { role: 'MEMBER', profile: { avatar: DEFAULT_AVATAR } };

const TEXTS = {
  createTitle: 'club.users.createTitle',
  editTitle: 'club.users.editTitle',
  added: 'club.users.created',
  updated: 'club.users.updated',
};

/** 'Edit user Ash Ketchum', once the user is read. */
function UserEditTitle() {
  const record = useRecordContext<UserDto>();
  const translate = useTranslate();
  return <>{record ? translate('club.users.editTitle', { name: fullName(record) }) : ''}</>;
}

/**
 * The user modal of the dashboard's Users tab (spec 2 §2): add mode with the password, edit mode without it (the
 * role included), at /admin?tab=users&user=create and &user={id}.
 */
export function UserDialogs({ route }: { route: DialogRoute }) {
  return (
    <RecordDialogs
      route={route}
      resource="users"
      texts={TEXTS}
      editTitle={<UserEditTitle />}
      failed={userSaveError}
      form={(toolbar, creating) => (
        <UserSimpleForm
          creating={creating}
          defaultValues={creating ? defaultValues : undefined}
          toolbar={toolbar}
        >
          <UserFormFields creating={creating} />
        </UserSimpleForm>
      )}
      deleteButton={(onDeleted) => <UserDeleteButton onDeleted={onDeleted} />}
    />
  );
}
