import { DeleteWithConfirmButton, useRecordContext, useTranslate } from 'react-admin';
import { apiMessage, useAdminToast } from '../use-admin-toast';

/** Deletes an event after 'Are you sure you want to delete this event?'; `onDeleted` closes a dialog. */
export function EventDeleteButton({ onDeleted }: { onDeleted?: () => void }) {
  const record = useRecordContext<{ id: number; title: string }>();
  const translate = useTranslate();
  const toast = useAdminToast();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      record={record}
      resource="events"
      mutationMode="pessimistic"
      redirect={false}
      confirmTitle={translate('club.events.deleteTitle', { title: record.title })}
      confirmContent={translate('club.events.deleteConfirm')}
      confirmColor="warning"
      aria-label={`${translate('ra.action.delete')} ${record.title}`}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.events.deleted');
          onDeleted?.();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.events.deleteFailed'),
      }}
    />
  );
}
