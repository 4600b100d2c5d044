import { useState } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { usePathDialogRoute, type DialogRoute } from '../dialogs/dialog-route';
import { CardManagerPage } from '../layout/CardManagerPage';
import { ManagerCards } from '../layout/ManagerCards';
import { EventDialogs } from './EventDialogs';
import { EventManagerCard, type ManagedEvent } from './EventManagerCard';
import { RegistrationsDialog } from './RegistrationsDialog';

/** The events as cards; View Registrations opens an event's registrations over them. */
function EventCards({ route }: { route: DialogRoute }) {
  const [viewing, setViewing] = useState<ManagedEvent | null>(null);
  return (
    <ManagerCards<ManagedEvent>
      emptyIcon={EventBusyIcon}
      emptyMessage="club.events.emptyMessage"
      skeletonHeight={220}
      renderCard={(event) => (
        <EventManagerCard
          event={event}
          editLink={route.editLink(event.id)}
          onViewRegistrations={setViewing}
        />
      )}
    >
      {viewing ? <RegistrationsDialog event={viewing} onClose={() => setViewing(null)} /> : null}
    </ManagerCards>
  );
}

/**
 * /admin/events: the spec's events manager (spec 2 §2): every event as a card, soonest first. Add and Edit open
 * the event modal over it, at /admin/events/create and /admin/events/{id} (docs/adr/0067).
 */
export function EventList() {
  const route = usePathDialogRoute('events');
  return (
    <>
      <CardManagerPage resource="events" sort={{ field: 'date', order: 'ASC' }} createLink={route.createLink}>
        <EventCards route={route} />
      </CardManagerPage>
      <EventDialogs route={route} rules="manager" />
    </>
  );
}
