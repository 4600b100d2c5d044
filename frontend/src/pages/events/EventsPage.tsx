import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /events — upcoming events with registration (spec 1 §2, Events). */
export function EventsPage() {
  return (
    <Page
      title="Upcoming Events"
      back={{ to: '/dashboard', label: 'Back to Dashboard' }}
      intro="Tournaments, trading sessions, community nights and more. Events are open to everyone — no registration needed."
    >
      <EmptyState title="No events found" icon={<EventBusyOutlinedIcon />}>
        New events appear here as soon as the club announces them.
      </EmptyState>
    </Page>
  );
}
