import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { useIsSignedInUser } from './use-is-signed-in-user';
import { fullName } from './user-name';

/**
 * Deletes a user after 'Are you sure you want to delete this user?'. In a list row it stays on the
 * list; in the user dialog `onDeleted` closes it. Not offered on the admin's own account, which the
 * server refuses to delete.
 */
export function UserDeleteButton({ onDeleted }: { onDeleted?: () => void }) {
  const record = useRecordContext<UserDto>();
  const translate = useTranslate();
  const toast = useAdminToast();
  const isSignedInUser = useIsSignedInUser(record?.id);
  if (!record || isSignedInUser) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      resource="users"
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle={translate('club.users.deleteTitle', { name: fullName(record) })}
      confirmContent={translate('club.users.deleteConfirm')}
      confirmColor="warning"
      aria-label={`${translate('ra.action.delete')} ${fullName(record)}`}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.users.deleted');
          onDeleted?.();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.users.deleteFailed'),
      }}
    />
  );
}
