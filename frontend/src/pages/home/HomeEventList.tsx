import { Suspense, useDeferredValue, useState } from 'react';
import { Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { eventsListOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { EventDto } from '../../api/generated/types.gen';
import { isUpcoming } from '../../shared/event-display';
import { lazyNamed } from '../../shared/lazy-named';
import { EventCard } from '../events/EventCard';
import { EventGrid } from '../events/EventGrid';

/** The home page shows at most this many upcoming events (spec 1 §9). */
export const HOME_EVENT_COUNT = 6;

// The popup loads on first use: most visitors never open it.
const EventDetailsDialog = lazyNamed(() => import('../events/EventDetailsDialog'), 'EventDetailsDialog');

/** The first 6 upcoming events, each with its Learn More popup (spec 1 §2, Home). */
export function HomeEventList() {
  const events = useQuery(eventsListOptions());
  // Drawn from the deferred answer: React draws the cards in a transition, in slices between frames, rather
  // than in one long task when the answer lands.
  const eventList = useDeferredValue(events.data);
  const [open, setOpen] = useState<EventDto | null>(null);
  const upcoming = (eventList ?? []).filter((event) => isUpcoming(event)).slice(0, HOME_EVENT_COUNT);
  return (
    <>
      <EventGrid
        events={upcoming}
        isPending={!eventList && !events.isError}
        isError={events.isError}
        onRetry={() => void events.refetch()}
        skeletons={3}
        empty={{
          title: 'No events scheduled',
          headingLevel: 'h3',
          text: 'New events appear here as soon as the club announces them. Everyone is welcome — no registration needed.',
        }}
        renderEvent={(event) => (
          <EventCard
            event={event}
            showParticipants={false}
            actions={
              <Button
                variant="contained"
                onClick={() => setOpen(event)}
                aria-label={`Learn More about ${event.title}`}
              >
                Learn More
              </Button>
            }
          />
        )}
      />
      {open ? (
        <Suspense fallback={null}>
          <EventDetailsDialog event={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
