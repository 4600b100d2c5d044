import { Alert, Button, Card, CardActionArea, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { EventRegistrationDto } from '../../api/generated/types.gen';
import { EmptyState } from '../../layout/EmptyState';
import { eventDateLabel, eventLocationLabel, eventTimeLabel } from '../../shared/event-display';
import { useEventRegistration } from '../events/use-event-registration';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

interface RegisteredEvent {
  readonly event: EventRegistrationDto['event'];
  readonly people: string[];
}

/** Each event once, with who of the member's party goes (the member, then family, as registered). */
export function registeredEvents(registrations: readonly EventRegistrationDto[]): RegisteredEvent[] {
  const byEvent = new Map<number, RegisteredEvent>();
  for (const registration of registrations) {
    const entry = byEvent.get(registration.eventId) ?? { event: registration.event, people: [] };
    entry.people.push(registration.familyMember ? registration.familyMember.name : 'You');
    byEvent.set(registration.eventId, entry);
  }
  return [...byEvent.values()];
}

/** 'Your Registered Events' (spec 2 §2): a card per event, each going to /events. */
export function RegisteredEvents() {
  const { registrations } = useEventRegistration();
  if (registrations.isPending) {
    return (
      <Grid container spacing={2} aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={150} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (registrations.isError) {
    return (
      <LoadErrorOrOffline error={registrations.error} onRetry={() => void registrations.refetch()}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void registrations.refetch()}>
              Try Again
            </Button>
          }
        >
          Error loading events
        </Alert>
      </LoadErrorOrOffline>
    );
  }
  const events = registeredEvents(registrations.data);
  if (events.length === 0) {
    return (
      <EmptyState title="No events scheduled" headingLevel="h3" icon={<EventBusyOutlinedIcon />}>
        Events you register for will appear here.
      </EmptyState>
    );
  }
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map(({ event, people }) => (
        <Grid key={event.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to="/events" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
                  {event.title}
                </Typography>
                <Typography>
                  {eventDateLabel(event)} · {eventTimeLabel(event)}
                </Typography>
                <Typography color="text.secondary">{eventLocationLabel(event.location)}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Going: {people.join(', ')}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
