import { Create, useTranslate } from 'react-admin';
import { apiMessage, useAdminToast } from '../use-admin-toast';
import { toEventRecord } from './event-form-schema';
import { EventForm } from './EventForm';
import { useBackToEvents } from './use-back-to-events';
import { FormPageHeading } from '../layout/FormPageHeading';

const defaultValues = { type: 'TOURNAMENT', isActive: true, maxAttendees: null };

/** Add Event (spec 2 §2, events manager): type Tournament by default, no limit unless one is given. */
export function EventCreate() {
  const translate = useTranslate();
  const toast = useAdminToast();
  const back = useBackToEvents();
  return (
    <Create
      title={translate('club.events.createTitle')}
      transform={toEventRecord}
      mutationOptions={{
        onSuccess: () => {
          toast.success('club.events.added');
          back();
        },
        onError: (error: unknown) => toast.error(apiMessage(error) ?? 'club.events.saveFailed'),
      }}
    >
      <FormPageHeading>{translate('club.events.createTitle')}</FormPageHeading>
      <EventForm defaultValues={defaultValues} />
    </Create>
  );
}
