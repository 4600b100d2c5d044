import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LeftBehind, OfflineDesk } from './use-offline-desk';

const key = (name: string) => `club.tournaments.offline.${name}`;

/**
 * Desk actions another admin queued on this device and never sent (docs/adr/0056): named "left by …", never sent
 * under this admin's session unless they take them on; they wait for their admin, or are discarded.
 */
export function LeftBehindPanels({ desk }: { desk: OfflineDesk }) {
  return desk.leftBehind.map((left) => (
    <LeftBehindPanel key={left.by?.id ?? 'unknown'} left={left} desk={desk} />
  ));
}

function LeftBehindPanel({ left, desk }: { left: LeftBehind; desk: OfflineDesk }) {
  const translate = useTranslate();
  const name = left.by?.name ?? translate(key('earlierSession'));
  const id = `desk-left-by-${left.by?.id ?? 'unknown'}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, borderWidth: 2 }}>
      <Typography id={id} variant="subtitle1" component="h3">
        {translate(key('leftByTitle'), { smart_count: left.count, name })}
      </Typography>
      <Typography sx={{ my: 1 }}>{translate(key('leftByText'), { name })}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void desk.sendAsMine(left.by)}>
          {translate(key('sendAsMine'))}
        </Button>
        <Button variant="outlined" onClick={() => void desk.discardLeft(left.by)}>
          {translate(key('discardLeft'))}
        </Button>
      </Stack>
    </Paper>
  );
}
