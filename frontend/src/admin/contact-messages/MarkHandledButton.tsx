import { Button, useRecordContext, useUpdate } from 'react-admin';
import DoneIcon from '@mui/icons-material/Done';
import UndoIcon from '@mui/icons-material/Undo';
import type { ContactMessageDto } from '../../api/generated/types.gen';
import { apiMessage, useAdminToast } from '../use-admin-toast';

/**
 * Marks a message handled (or not): the record as served with `handled` changed, through simple-rest. `label`
 * names its column in the table (the Datagrid reads it from here).
 */
export function MarkHandledButton(_props: { label?: string }) {
  const record = useRecordContext<ContactMessageDto>();
  const toast = useAdminToast();
  const [update, { isPending }] = useUpdate<ContactMessageDto>();
  if (!record) return null;
  const handled = !record.handled;
  return (
    <Button
      label={handled ? 'club.contact.markHandled' : 'club.contact.markUnhandled'}
      disabled={isPending}
      onClick={(click) => {
        // The row opens the message on a click; this button only changes its state.
        click.stopPropagation();
        void update(
          'contact-messages',
          { id: record.id, data: { ...record, handled }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => toast.success(handled ? 'club.contact.handled' : 'club.contact.reopened'),
            onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.contact.updateFailed'),
          },
        );
      }}
    >
      {handled ? <DoneIcon /> : <UndoIcon />}
    </Button>
  );
}
