import { Edit, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { toEventRecord } from './event-form-schema';
import { EventDeleteButton } from './EventDeleteButton';
import { EventForm } from './EventForm';
import { useBackToEvents } from './use-back-to-events';
import { FormPageHeading } from '../layout/FormPageHeading';

function EventEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <EventDeleteButton afterDelete="events" />
    </Toolbar>
  );
}

/** Edit Event: the same form, saved as the record it was served with the changes. */
export function EventEdit() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackToEvents();
  return (
    <Edit
      title={translate('club.events.editTitle')}
      mutationMode="pessimistic"
      transform={toEventRecord}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.events.updated');
          back();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.events.saveFailed'),
      }}
    >
      <FormPageHeading>{translate('club.events.editTitle')}</FormPageHeading>
      <EventForm toolbar={<EventEditToolbar />} />
    </Edit>
  );
}
