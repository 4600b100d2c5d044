import { lazy, Suspense, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { eventsListOptions } from '../../api/generated/@tanstack/react-query.gen';
import type { EventDto } from '../../api/generated/types.gen';
import { isUpcoming } from '../../shared/event-display';
import { EventCard } from '../events/EventCard';
import { EventGrid } from '../events/EventGrid';

// The popup loads on first use: the home page is in the main bundle and most visitors never open it.
const EventDetailsDialog = lazy(async () => ({
  default: (await import('../events/EventDetailsDialog')).EventDetailsDialog,
}));

/** The home page shows at most this many upcoming events (spec 1 §9). */
export const HOME_EVENT_COUNT = 6;

/** The home page's events: the first 6 upcoming ones, each with its Learn More popup (spec 1 §2, Home). */
export function HomeEvents() {
  const events = useQuery(eventsListOptions());
  const [open, setOpen] = useState<EventDto | null>(null);
  const upcoming = (events.data ?? []).filter((event) => isUpcoming(event)).slice(0, HOME_EVENT_COUNT);
  return (
    <Box component="section" aria-labelledby="home-events-heading">
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          mb: 3,
        }}
      >
        <Typography id="home-events-heading" variant="h2">
          Upcoming Events
        </Typography>
        <Button component={RouterLink} to="/events" variant="outlined">
          View All Events
        </Button>
      </Box>
      <EventGrid
        events={upcoming}
        isPending={events.isPending}
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
    </Box>
  );
}
