import { Create, useTranslate } from 'react-admin';
import { DEFAULT_AVATAR } from '../../shared/avatars';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { useBackToUsers } from './use-back-to-users';
import { UserFormFields } from './UserFormFields';
import { UserSimpleForm } from './UserSimpleForm';
import { FormPageHeading } from '../layout/FormPageHeading';

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
      <FormPageHeading>{translate('club.users.createTitle')}</FormPageHeading>
      <UserSimpleForm creating defaultValues={defaultValues}>
        <UserFormFields creating />
      </UserSimpleForm>
    </Create>
  );
}
