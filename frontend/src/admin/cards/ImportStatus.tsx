import { Alert, AlertTitle, Box, LinearProgress, Stack, Typography } from '@mui/material';
import type { CardImportJobDto, CardRepairDto } from '../../api/generated/types.gen';
import { phaseWords, progressAnnouncement, progressPercent } from './import-phase';
import { importSummarySentence, repairSentence } from './import-summary';
import { useCardsText } from './use-cards-text';
import { visuallyHidden } from '../../shared/a11y';

/**
 * The followed import: a progress bar with its phase while it runs, then its outcome. Screen
 * readers hear it through one polite live region, always present, whose text changes only with
 * the phase, at each quarter, and at the end; the visible alerts are therefore not live themselves.
 */
export function ImportStatus({ job, lostTrack }: { job: CardImportJobDto | undefined; lostTrack: boolean }) {
  const t = useCardsText();
  const summary = job?.summary ? importSummarySentence(job.summary) : '';
  const failure = job?.error ?? '';
  const announcement = !job
    ? lostTrack
      ? t('import.lostTrack')
      : ''
    : job.status === 'running'
      ? progressAnnouncement(job)
      : job.status === 'succeeded'
        ? `${t('import.succeeded')}: ${summary}`
        : `${t('import.failed')}: ${failure}`;

  return (
    <>
      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement}
      </Box>
      {lostTrack && !job && (
        <Alert severity="warning" role="none">
          {t('import.lostTrack')}
        </Alert>
      )}
      {job?.status === 'running' && <RunningImport job={job} />}
      {job?.status === 'succeeded' && (
        <Alert severity="success" role="none">
          <AlertTitle>{t('import.succeeded')}</AlertTitle>
          {summary}
          <ImportRepairs repairs={job.summary?.repairs ?? []} />
        </Alert>
      )}
      {job?.status === 'failed' && (
        <Alert severity="error" role="none">
          <AlertTitle>{t('import.failed')}</AlertTitle>
          {failure}
        </Alert>
      )}
    </>
  );
}

/** What the card data contradicts itself on and the import repaired: every repair, one per line. */
function ImportRepairs({ repairs }: { repairs: CardRepairDto[] }) {
  if (repairs.length === 0) return null;
  return (
    <>
      <Typography id="card-import-repairs" variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
        Repaired where the card data contradicts itself:
      </Typography>
      <Box component="ul" aria-labelledby="card-import-repairs" sx={{ m: 0, pl: 2.5 }}>
        {repairs.map((repair) => (
          <li key={`${repair.cardId}-${repair.field}`}>{repairSentence(repair)}</li>
        ))}
      </Box>
    </>
  );
}

function RunningImport({ job }: { job: CardImportJobDto }) {
  const t = useCardsText();
  const percent = progressPercent(job.done, job.total);
  const words = phaseWords(job.phase);
  const counted = t('import.progressOf', { done: job.done, total: job.total });
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}>
        <Typography id="card-import-phase">{words}</Typography>
        <Typography color="text.secondary">{counted}</Typography>
      </Stack>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={t('import.progressLabel')}
        aria-valuetext={percent === null ? words : `${words} ${counted}`}
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Stack>
  );
}
