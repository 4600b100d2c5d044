import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import { apiMessage, useAdminToast } from '../use-admin-toast';

/** Deletes a piece after 'Are you sure you want to delete this artwork?'; `onDeleted` closes a dialog. */
export function ArtworkDeleteButton({ onDeleted }: { onDeleted?: () => void }) {
  const record = useRecordContext<{ id: number; name: string }>();
  const translate = useTranslate();
  const toast = useAdminToast();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      resource="artworks"
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle={translate('club.artworks.deleteTitle', { name: record.name })}
      confirmContent={translate('club.artworks.deleteConfirm')}
      confirmColor="warning"
      aria-label={`${translate('ra.action.delete')} ${record.name}`}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.artworks.deleted');
          onDeleted?.();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.artworks.deleteFailed'),
      }}
    />
  );
}
