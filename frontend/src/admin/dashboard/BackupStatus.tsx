import { Alert, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { timeLabel } from '../time-label';
import { useBackupStatus } from './use-backup-status';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

function megabytes(bytes: number): string {
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The overview's 'Last backup' card: when, how big, where; a plain warning when none has run. */
export function BackupStatus() {
  const translate = useTranslate();
  const status = useBackupStatus();
  const last = status.data?.lastBackup;
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {translate('club.dashboard.backup.title')}
        </Typography>
        {status.isPending ? (
          <Skeleton width="60%" />
        ) : status.isError ? (
          <LoadErrorOrOffline error={status.error}>
            <Alert severity="error">{translate('club.dashboard.backup.failed')}</Alert>
          </LoadErrorOrOffline>
        ) : !last ? (
          <Alert severity="warning">{translate('club.dashboard.backup.none')}</Alert>
        ) : (
          <>
            <Typography>
              {translate('club.dashboard.backup.when', {
                when: timeLabel(last.finishedAt, new Date(status.data.generatedAt)),
                size: megabytes(last.bytes),
                rows: last.rows,
                files: last.files,
              })}
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {last.location}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
