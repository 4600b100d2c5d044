import { Create, SimpleForm, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { DEFAULT_AVATAR } from '../../shared/avatars';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import type { UserFormValues } from '../user-payload';
import { InvalidFormNotifier } from './InvalidFormNotifier';
import { useBackToUsers } from './use-back-to-users';
import { UserFormFields } from './UserFormFields';
import { userFormSummary, validateUserForm } from './validate-user-form';

const validate = (values: FieldValues) => validateUserForm(values as UserFormValues, true);
const summarize = (values: FieldValues) => userFormSummary(validate(values));
const defaultValues = { role: 'MEMBER', profile: { avatar: DEFAULT_AVATAR } };

/** New user (admin): e-mail, password, names, role (default MEMBER), avatar (default 25). */
export function UserCreate() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const backToUsers = useBackToUsers();
  return (
    <Create
      title={translate('club.users.createTitle')}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.users.created');
          backToUsers();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.users.createFailed'),
      }}
    >
      <SimpleForm defaultValues={defaultValues} validate={validate} disableInvalidFormNotification>
        <UserFormFields creating />
        <InvalidFormNotifier summarize={summarize} />
      </SimpleForm>
    </Create>
  );
}
