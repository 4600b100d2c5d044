import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';

/** /public-events — all events from today on, open to everyone (spec 1 §2). */
export function PublicEventsPage() {
  return (
    <Page
      title="All Events"
      back={{ to: '/', label: 'Back to Home' }}
      intro="Everything coming up at the club. Every event is open to everyone — just come along."
    >
      <EmptyState title="No events scheduled" icon={<EventBusyOutlinedIcon />}>
        Check back soon for new events.
      </EmptyState>
    </Page>
  );
}
