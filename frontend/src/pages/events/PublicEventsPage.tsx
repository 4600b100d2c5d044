import { useState } from 'react';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { eventsListOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { EventDto } from '../../api/generated/types.gen';
import { Page } from '../../layout/Page';
import { isTodayOrLater } from '../../shared/event-display';
import { AddToCalendarLink } from './CalendarLinks';
import { EventCard } from './EventCard';
import { EventDetailsDialog } from './EventDetailsDialog';
import { EventGrid } from './EventGrid';

/** /public-events — all events from today on, open to everyone (spec 1 §2). */
export function PublicEventsPage() {
  const events = useQuery(eventsListOptions());
  const [open, setOpen] = useState<EventDto | null>(null);
  const shown = (events.data ?? []).filter((event) => isTodayOrLater(event));
  return (
    <Page
      title="All Events"
      back={{ to: '/', label: 'Back to Home' }}
      intro="Everything coming up at the club. Every event is open to everyone — just come along."
    >
      <EventGrid
        events={shown}
        isPending={events.isPending}
        isError={events.isError}
        onRetry={() => void events.refetch()}
        empty={{ title: 'No events scheduled', text: 'Check back soon for new events.' }}
        renderEvent={(event) => (
          <EventCard
            event={event}
            headingLevel="h2"
            showParticipants={false}
            actions={
              <>
                <Button
                  variant="contained"
                  onClick={() => setOpen(event)}
                  aria-label={`Learn More about ${event.title}`}
                >
                  Learn More
                </Button>
                <AddToCalendarLink id={event.id} title={event.title} />
              </>
            }
          />
        )}
      />
      <EventDetailsDialog event={open} onClose={() => setOpen(null)} />
    </Page>
  );
}
