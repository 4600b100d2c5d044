import { Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverviewCountsDto } from '../../api/generated/types.gen';

const COUNTS: readonly (keyof OverviewCountsDto)[] = [
  'members',
  'pending',
  'admins',
  'familyMembers',
  'events',
  'upcomingEvents',
  'registrations',
  'achievements',
  'unhandledMessages',
];

/** The overview's counts; a dash for each when they could not be loaded. */
export function OverviewCounts({
  counts,
  isPending,
}: {
  counts: OverviewCountsDto | undefined;
  isPending: boolean;
}) {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
        mb: 3,
      }}
    >
      {COUNTS.map((key) => (
        <Card key={key} variant="outlined">
          <CardContent>
            <Typography color="text.secondary" component="h3" variant="body2">
              {translate(`club.dashboard.counts.${key}`)}
            </Typography>
            <Typography variant="h4" component="p">
              {isPending ? <Skeleton width={48} /> : (counts?.[key] ?? '—')}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
