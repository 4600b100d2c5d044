import { Card, CardContent, Skeleton } from '@mui/material';
import { ARTWORK_IMAGE_HEIGHT } from './ArtworkCard';

/** An artwork-card-sized placeholder while the pieces load. */
export function ArtworkCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" height={ARTWORK_IMAGE_HEIGHT} />
      <CardContent>
        <Skeleton variant="text" width="70%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="text" width="30%" sx={{ fontSize: '1.25rem' }} />
        <Skeleton variant="text" width="50%" />
        <Skeleton variant="rounded" width={110} height={36} sx={{ mt: 2 }} />
      </CardContent>
    </Card>
  );
}
