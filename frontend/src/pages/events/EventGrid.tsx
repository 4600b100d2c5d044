import type { ReactNode } from 'react';
import { Alert, Button, Grid } from '@mui/material';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { EmptyState } from '../../layout/EmptyState';
import { EventCardSkeleton } from './EventCardSkeleton';

/**
 * A grid of event cards with the list states of spec 1 §4: card-sized skeletons while loading (as
 * many as the page expects, so nothing moves when the events arrive), 'Error loading events' with a
 * retry, and the empty state.
 */
export function EventGrid<T extends { readonly id: number }>({
  events,
  isPending,
  isError,
  onRetry,
  skeletons = 6,
  empty,
  renderEvent,
}: {
  events: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  skeletons?: number;
  empty: { title: string; text?: ReactNode; action?: ReactNode; headingLevel?: 'h2' | 'h3' };
  renderEvent: (event: T) => ReactNode;
}) {
  if (isPending) {
    return (
      <Grid container spacing={3} role="status" aria-label="Loading events">
        {Array.from({ length: skeletons }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <EventCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
          </Button>
        }
      >
        Error loading events
      </Alert>
    );
  }
  if (!events || events.length === 0) {
    return (
      <EmptyState
        title={empty.title}
        icon={<EventBusyOutlinedIcon />}
        action={empty.action}
        headingLevel={empty.headingLevel ?? 'h2'}
      >
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event) => (
        <Grid key={event.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          {renderEvent(event)}
        </Grid>
      ))}
    </Grid>
  );
}
