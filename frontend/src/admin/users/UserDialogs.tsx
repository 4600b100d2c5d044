import { CreateBase, EditBase, useRecordContext, useTranslate } from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { DEFAULT_AVATAR } from '../../shared/avatars';
import type { DialogRoute } from '../dialogs/dialog-route';
import { DialogLoadError, DialogLoading } from '../dialogs/DialogLoadStates';
import { DialogToolbar } from '../dialogs/DialogToolbar';
import { DialogTitleBar, RoutedDialog, useDialogFrame } from '../dialogs/RoutedDialog';
import { useAdminToast } from '../use-admin-toast';
import { UserDeleteButton } from './UserDeleteButton';
import { UserFormFields } from './UserFormFields';
import { UserSimpleForm } from './UserSimpleForm';
import { fullName } from './user-name';
import { userSaveError } from './user-save-error';

const defaultValues = { role: 'MEMBER', profile: { avatar: DEFAULT_AVATAR } };

/** New user (admin): e-mail, password, names, role (default MEMBER), avatar (default 25). */
function UserCreateForm() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  return (
    <CreateBase
      resource="users"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.users.created');
          close();
        },
        onError: (error: unknown) => toast.error(userSaveError(error, true)),
      }}
    >
      <DialogTitleBar>{translate('club.users.createTitle')}</DialogTitleBar>
      <UserSimpleForm creating defaultValues={defaultValues} toolbar={<DialogToolbar />}>
        <UserFormFields creating />
      </UserSimpleForm>
    </CreateBase>
  );
}

function UserEditTitle() {
  const record = useRecordContext<UserDto>();
  const translate = useTranslate();
  return (
    <DialogTitleBar>
      {record ? translate('club.users.editTitle', { name: fullName(record) }) : ''}
    </DialogTitleBar>
  );
}

/** Edit a user (admin): the fields of the new-user form without the password; the role included. */
function UserEditForm({ id }: { id: string }) {
  const translate = useTranslate();
  const toast = useAdminToast();
  const { close } = useDialogFrame();
  const title = translate('club.users.editTitle', { name: '' }).trim();
  return (
    <EditBase
      resource="users"
      id={id}
      redirect={false}
      mutationMode="pessimistic"
      loading={<DialogLoading title={title} />}
      error={<DialogLoadError title={title} />}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.users.updated');
          close();
        },
        onError: (error: unknown) => toast.error(userSaveError(error, false)),
      }}
    >
      <UserEditTitle />
      <UserSimpleForm
        creating={false}
        toolbar={<DialogToolbar end={<UserDeleteButton onDeleted={close} />} />}
      >
        <UserFormFields creating={false} />
      </UserSimpleForm>
    </EditBase>
  );
}

/**
 * The user modal of the dashboard's Users tab (spec 2 §2): add mode with the password, edit mode without, at
 * /admin?tab=users&user=create and &user={id}.
 */
export function UserDialogs({ route }: { route: DialogRoute }) {
  return (
    <RoutedDialog route={route}>
      {(target) =>
        target.kind === 'create' ? <UserCreateForm /> : <UserEditForm key={target.id} id={target.id} />
      }
    </RoutedDialog>
  );
}
