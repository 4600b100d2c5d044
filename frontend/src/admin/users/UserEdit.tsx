import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { UserDto } from '../../api/generated/types.gen';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import type { UserFormValues } from '../user-payload';
import { InvalidFormNotifier } from './InvalidFormNotifier';
import { useBackToUsers } from './use-back-to-users';
import { UserEditToolbar } from './UserEditToolbar';
import { UserFormFields } from './UserFormFields';
import { fullName } from './user-name';
import { userFormSummary, validateUserForm } from './validate-user-form';

const validate = (values: FieldValues) => validateUserForm(values as UserFormValues, false);
const summarize = (values: FieldValues) => userFormSummary(validate(values));

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
      <SimpleForm validate={validate} disableInvalidFormNotification toolbar={<UserEditToolbar />}>
        <UserFormFields creating={false} />
        <InvalidFormNotifier summarize={summarize} />
      </SimpleForm>
    </Edit>
  );
}
