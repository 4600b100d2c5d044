import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BackupStatus } from './BackupStatus';
import { HeldBackMail } from './HeldBackMail';
import { OverviewCounts } from './OverviewCounts';
import { RecentActivity } from './RecentActivity';
import { useOverview } from './use-overview';

/** Counts (members, applications, events, achievements, messages…), the last backup, mail held back and the recent activity (spec 2 §2). */
export function OverviewTab() {
  const translate = useTranslate();
  const overview = useOverview();
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('club.dashboard.tabs.overview')}
      </Typography>
      <OverviewCounts counts={overview.data?.counts} isPending={overview.isPending} />
      <BackupStatus />
      <HeldBackMail held={overview.data?.heldBackMail} isPending={overview.isPending} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {translate('club.dashboard.recentActivity')}
          </Typography>
          <RecentActivity
            activity={overview.data?.recentActivity}
            isPending={overview.isPending}
            isError={overview.isError}
          />
        </CardContent>
      </Card>
    </>
  );
}
