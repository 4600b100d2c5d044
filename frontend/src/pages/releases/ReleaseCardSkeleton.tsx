import { Card, CardContent, Skeleton } from '@mui/material';
import { RELEASE_IMAGE_HEIGHT } from './ReleaseCard';

/** A release-card-sized placeholder while releases load. */
export function ReleaseCardSkeleton() {
  return (
    <Card aria-hidden="true" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" height={RELEASE_IMAGE_HEIGHT} />
      <CardContent>
        <Skeleton variant="rounded" width={140} height={24} sx={{ mb: 1.5 }} />
        <Skeleton variant="text" width="75%" sx={{ fontSize: '1.5rem', mb: 1 }} />
        <Skeleton variant="text" width="45%" />
        <Skeleton variant="rounded" height={60} sx={{ mt: 1 }} />
      </CardContent>
    </Card>
  );
}
