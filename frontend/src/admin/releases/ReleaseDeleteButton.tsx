import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import { useBackTo } from '../use-back-to';
import { apiMessage, useAdminToast } from '../use-admin-toast';

/** Deletes a release after 'Are you sure you want to delete this release?'. */
export function ReleaseDeleteButton({ afterDelete = 'stay' }: { afterDelete?: 'stay' | 'releases' }) {
  const record = useRecordContext<{ id: number; packName: string }>();
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackTo('releases');
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
          if (afterDelete === 'releases') back();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.releases.deleteFailed'),
      }}
    />
  );
}
