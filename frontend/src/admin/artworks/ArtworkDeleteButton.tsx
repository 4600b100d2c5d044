import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import { useBackTo } from '../use-back-to';
import { apiMessage, useAdminToast } from '../use-admin-toast';

/** Deletes a piece after 'Are you sure you want to delete this artwork?'. */
export function ArtworkDeleteButton({ afterDelete = 'stay' }: { afterDelete?: 'stay' | 'artworks' }) {
  const record = useRecordContext<{ id: number; name: string }>();
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackTo('artworks');
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
          if (afterDelete === 'artworks') back();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.artworks.deleteFailed'),
      }}
    />
  );
}
