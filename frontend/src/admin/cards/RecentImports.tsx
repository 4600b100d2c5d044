import {
  Alert,
  Box,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { CardImportJobDto } from '../../api/generated/types.gen';
import { formatDateTime } from '../../shared/format-date-time';
import { importResultText } from './import-phase';
import type { CardImport } from './use-card-import';
import { useCardsText } from './use-cards-text';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

const STATUS_COLOUR = { running: 'info', succeeded: 'success', failed: 'error' } as const;

/** 'Recent imports': the 10 latest, newest first; the followed import shows its live state. */
export function RecentImports({
  recent,
  followed,
}: {
  recent: CardImport['recent'];
  followed: CardImportJobDto | undefined;
}) {
  const t = useCardsText();
  const heading = (
    <Typography id="recent-imports-heading" variant="h6" component="h3" sx={{ mb: 1 }}>
      {t('recent.title')}
    </Typography>
  );
  if (recent.isPending) {
    return (
      <div>
        {heading}
        <Skeleton variant="rounded" height={96} />
      </div>
    );
  }
  if (recent.isError || !recent.jobs) {
    return (
      <div>
        {heading}
        <LoadErrorOrOffline>
          <Alert severity="error">{t('recent.loadFailed')}</Alert>
        </LoadErrorOrOffline>
      </div>
    );
  }
  const jobs = recent.jobs.map((job) => (job.id === followed?.id ? followed : job));
  return (
    <div>
      {heading}
      {jobs.length === 0 ? (
        <Typography color="text.secondary">{t('recent.empty')}</Typography>
      ) : (
        <TableContainer
          tabIndex={0}
          role="region"
          aria-labelledby="recent-imports-heading"
          sx={{ contain: 'inline-size', position: 'relative' }}
        >
          <Table size="small" aria-labelledby="recent-imports-heading" sx={{ minWidth: 560 }}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('recent.started')}</TableCell>
                <TableCell scope="col">{t('recent.source')}</TableCell>
                <TableCell scope="col">{t('recent.status')}</TableCell>
                <TableCell scope="col">{t('recent.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {jobs.map((job) => (
                <TableRow key={job.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={job.startedAt}>{formatDateTime(job.startedAt)}</time>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all', maxWidth: 280 }}>{job.source}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOUR[job.status]}
                      label={t(`recent.statuses.${job.status}`)}
                    />
                  </TableCell>
                  <TableCell>
                    <Box component="span" sx={job.status === 'failed' ? { color: 'error.main' } : undefined}>
                      {importResultText(job)}
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </div>
  );
}
