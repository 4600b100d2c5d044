import type { DialogRoute } from '../dialogs/dialog-route';
import { RecordDialogs } from '../dialogs/RecordDialogContent';
import { apiMessage } from '../use-admin-toast';
import { toEventRecord } from './event-form-schema';
import { EventDeleteButton } from './EventDeleteButton';
import { EventForm, type EventFormRules } from './EventForm';

/** Add Event (spec 2 §2): type Tournament by default, no limit unless one is given. */
const defaultValues = { type: 'TOURNAMENT', isActive: true, maxAttendees: null };

const TEXTS = {
  createTitle: 'club.events.createTitle',
  editTitle: 'club.events.editTitle',
  added: 'club.events.added',
  updated: 'club.events.updated',
};

/**
 * The Add/Edit event modal over a list of events, opened by its route: the events manager's (/admin/events/12)
 * or the dashboard's quick one (/admin?tab=content&event=12), each with its rules.
 */
export function EventDialogs({ route, rules }: { route: DialogRoute; rules: EventFormRules }) {
  return (
    <RecordDialogs
      route={route}
      resource="events"
      texts={TEXTS}
      failed={(error) => apiMessage(error) ?? 'club.events.saveFailed'}
      transform={toEventRecord}
      form={(toolbar, creating) => (
        <EventForm rules={rules} toolbar={toolbar} defaultValues={creating ? defaultValues : undefined} />
      )}
      deleteButton={(onDeleted) => <EventDeleteButton onDeleted={onDeleted} />}
    />
  );
}
