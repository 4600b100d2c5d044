import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import { apiMessage, useAdminToast } from '../use-admin-toast';

/** Deletes a release after 'Are you sure you want to delete this release?'; `onDeleted` closes a dialog. */
export function ReleaseDeleteButton({ onDeleted }: { onDeleted?: () => void }) {
  const record = useRecordContext<{ id: number; packName: string }>();
  const translate = useTranslate();
  const toast = useAdminToast();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      resource="releases"
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle={translate('club.releases.deleteTitle', { name: record.packName })}
      confirmContent={translate('club.releases.deleteConfirm')}
      confirmColor="warning"
      aria-label={`${translate('ra.action.delete')} ${record.packName}`}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.releases.deleted');
          onDeleted?.();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.releases.deleteFailed'),
      }}
    />
  );
}
