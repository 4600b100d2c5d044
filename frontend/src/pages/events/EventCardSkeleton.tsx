import { Card, CardContent, Skeleton } from '@mui/material';
import { EVENT_CARD_MIN_HEIGHT } from './event-card-size';

/** A card-sized placeholder while events load: the grid keeps its height when they arrive. */
export function EventCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%', minHeight: EVENT_CARD_MIN_HEIGHT }}>
      <CardContent>
        <Skeleton variant="rounded" width={110} height={24} sx={{ mb: 1.5 }} />
        <Skeleton variant="text" width="75%" sx={{ fontSize: '1.5rem', mb: 1.5 }} />
        <Skeleton variant="text" width="60%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="rounded" height={60} sx={{ mt: 1.5 }} />
      </CardContent>
    </Card>
  );
}
