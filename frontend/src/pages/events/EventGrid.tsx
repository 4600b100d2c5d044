import type { ReactNode } from 'react';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { CardGrid, type CardGridEmpty } from '../../layout/CardGrid';
import { EventCardSkeleton } from './EventCardSkeleton';

/** A grid of event cards with the list states of spec 1 §4 ('Error loading events' with a retry). */
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
  empty: Omit<CardGridEmpty, 'icon'>;
  renderEvent: (event: T) => ReactNode;
}) {
  return (
    <CardGrid
      items={events}
      isPending={isPending}
      isError={isError}
      onRetry={onRetry}
      loadingLabel="Loading events"
      skeleton={<EventCardSkeleton />}
      skeletons={skeletons}
      error="Error loading events"
      empty={{ ...empty, icon: <EventBusyOutlinedIcon /> }}
      renderItem={renderEvent}
    />
  );
}
