import { Link, Stack } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { client } from '../../api/generated/client.gen';
import type { EventsEventCalendarData, EventsFeedFeedData } from '../../api/generated/types.gen';
import { useHydrated } from '../../shared/use-hydrated';

/** The iCalendar file of one event (`GET /api/events/{id}.ics`), from the generated client's route. */
export function eventCalendarUrl(id: number): string {
  return client.buildUrl<EventsEventCalendarData>({ url: '/api/events/{id}.ics', path: { id } });
}

/** The feed of every upcoming event (`GET /api/events.ics`). */
export function calendarFeedUrl(): string {
  return client.buildUrl<EventsFeedFeedData>({ url: '/api/events.ics' });
}

/** The feed as a calendar app subscribes to it: webcal:// on the site's own address. */
export function calendarSubscribeUrl(origin: string = window.location.origin): string {
  return new URL(calendarFeedUrl(), origin).href.replace(/^https?:/, 'webcal:');
}

/** 'Add to calendar' on an event card: downloads the event as an .ics file. */
export function AddToCalendarLink({ id, title }: { id: number; title: string }) {
  return (
    <Link
      href={eventCalendarUrl(id)}
      download
      aria-label={`Add to calendar: ${title}`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      <EventAvailableIcon aria-hidden="true" fontSize="small" />
      Add to calendar
    </Link>
  );
}

/** Subscribe to every club event in a calendar app, or download the feed. */
export function CalendarSubscribeLinks() {
  // The site's address is known only in the browser: the pre-rendered page links the feed itself until then.
  const hydrated = useHydrated();
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Link
        href={hydrated ? calendarSubscribeUrl() : calendarFeedUrl()}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        <EventAvailableIcon aria-hidden="true" fontSize="small" />
        Subscribe to the club calendar
      </Link>
      <Link href={calendarFeedUrl()} download>
        Download the calendar (.ics)
      </Link>
    </Stack>
  );
}
