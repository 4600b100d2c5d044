import { Edit, useRecordContext, useTranslate } from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { useBackToUsers } from './use-back-to-users';
import { UserEditToolbar } from './UserEditToolbar';
import { UserFormFields } from './UserFormFields';
import { UserSimpleForm } from './UserSimpleForm';
import { fullName } from './user-name';
import { FormPageHeading } from '../layout/FormPageHeading';

function UserEditTitle() {
  const record = useRecordContext<UserDto>();
  const translate = useTranslate();
  return <>{record ? translate('club.users.editTitle', { name: fullName(record) }) : ''}</>;
}

/** Edit a user (admin): the fields of the new-user form without the password; the role included. */
export function UserEdit() {
  const toast = useAdminToast();
  const backToUsers = useBackToUsers();
  return (
    <Edit
      title={<UserEditTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.users.updated');
          backToUsers();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.users.updateFailed'),
      }}
    >
      <FormPageHeading>
        <UserEditTitle />
      </FormPageHeading>
      <UserSimpleForm creating={false} toolbar={<UserEditToolbar />}>
        <UserFormFields creating={false} />
      </UserSimpleForm>
    </Edit>
  );
}
