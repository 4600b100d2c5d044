import { Card, CardContent, Skeleton } from '@mui/material';
import { TRADE_PHOTO_HEIGHT } from './TradeListingCard';

/** A trade-card-sized placeholder while listings load. */
export function TradeListingCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" height={TRADE_PHOTO_HEIGHT} />
      <CardContent>
        <Skeleton variant="rounded" width={90} height={24} sx={{ mb: 1.5 }} />
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" width="45%" />
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="rounded" width={120} height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
