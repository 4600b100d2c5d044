import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { useTranslate } from 'react-admin';
import { actionWords, resultWords } from './desk-words';
import { LeftBehindPanels } from './LeftBehindPanel';
import type { OfflineDesk, WaitingAction } from './use-offline-desk';

const key = (name: string) => `club.tournaments.offline.${name}`;

/**
 * What the desk has not sent yet, in words: 'Offline — 3 actions waiting to be sent' (or 'All changes
 * sent'), the waiting actions in order, and a panel for each answer the organiser must settle.
 */
export function DeskQueueStatus({ desk }: { desk: OfflineDesk }) {
  const translate = useTranslate();
  const count = desk.waiting.length;
  const held = desk.waiting.filter((waiting) => waiting.action.problem);
  const text = !desk.online
    ? count
      ? translate(key('offlineWaiting'), { smart_count: count })
      : translate(key('offlineNothing'))
    : count
      ? translate(key('waiting'), { smart_count: count })
      : translate(key('allSent'));
  const Icon = !desk.online ? CloudOffIcon : count ? CloudUploadIcon : CloudDoneIcon;
  return (
    <Stack spacing={1.5} data-print="hide">
      <Alert
        role="status"
        severity={!desk.online || held.length ? 'warning' : count ? 'info' : 'success'}
        icon={<Icon aria-hidden="true" />}
        sx={{ '& .MuiAlert-message': { fontWeight: 600 } }}
      >
        {text}
        {!desk.online ? (
          <Typography variant="body2" sx={{ fontWeight: 400 }}>
            {translate(key('keptHere'))}
          </Typography>
        ) : null}
        {held.length ? (
          <Typography variant="body2" sx={{ fontWeight: 400 }}>
            {translate(key('held'))}
          </Typography>
        ) : null}
      </Alert>
      <LeftBehindPanels desk={desk} />
      {held.map((waiting) => (
        <ProblemPanel key={waiting.action.actionId} waiting={waiting} desk={desk} />
      ))}
      {count ? (
        <Box component="section" aria-labelledby="desk-waiting">
          <Typography id="desk-waiting" variant="subtitle1" component="h3">
            {translate(key('waitingList'))}
          </Typography>
          <Box component="ol" sx={{ my: 0.5, pl: 3 }}>
            {desk.waiting.map(({ action, before, leftByAnother }) => (
              <li key={action.actionId}>
                {actionWords(translate, before, action.body)}
                {leftByAnother
                  ? ` (${translate(key('leftBy'), { name: action.queuedBy?.name ?? translate(key('earlierSession')) })})`
                  : null}
              </li>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  );
}

function ProblemPanel({ waiting, desk }: { waiting: WaitingAction; desk: OfflineDesk }) {
  const translate = useTranslate();
  const { action, before } = waiting;
  const problem = action.problem!;
  const id = `desk-problem-${action.actionId}`;
  if (problem.status === 'REFUSED') {
    return (
      <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, borderWidth: 2 }}>
        <Typography id={id} variant="subtitle1" component="h3">
          {translate(key('refusedTitle'), { action: actionWords(translate, before, action.body) })}
        </Typography>
        <Typography sx={{ my: 1 }}>{problem.message}</Typography>
        <Button variant="outlined" onClick={() => void desk.discard(action)}>
          {translate(key('discard'))}
        </Button>
      </Paper>
    );
  }
  const { round, table, online, desk: mine } = problem.conflict;
  const words = (outcome: NonNullable<typeof online.outcome>) =>
    resultWords(translate, before, round, table, outcome);
  const onlineText = online.outcome
    ? translate(key('onlineResult'), { result: words(online.outcome) })
    : online.reportedOutcome
      ? translate(key('onlineReported'), { result: words(online.reportedOutcome), by: online.by ?? '?' })
      : translate(key('onlineNone'));
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, borderWidth: 2 }}>
      <Typography id={id} variant="subtitle1" component="h3">
        {translate(key('conflictTitle'), { round, table })}
      </Typography>
      <Typography sx={{ my: 1 }}>{problem.message}</Typography>
      <Box component="ul" sx={{ my: 1, pl: 3 }}>
        <li>{translate(key('deskResult'), { result: words(mine.outcome) })}</li>
        <li>{onlineText}</li>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void desk.keepDesk(action)}>
          {translate(key('keepDesk'))}
        </Button>
        <Button variant="outlined" onClick={() => void desk.discard(action)}>
          {translate(key('keepOnline'))}
        </Button>
      </Stack>
    </Paper>
  );
}
