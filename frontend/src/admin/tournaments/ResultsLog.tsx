import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ResultChangeDto } from '../../api/generated/types.gen';
import { formatDateTime } from '../../shared/format-date-time';

const OUTCOME_SHORT = { A_WINS: 'A wins', B_WINS: 'B wins', TIE: 'Tie' } as const;

/** Every report, confirmation, entry and correction, newest first as the server sends them. */
export function ResultsLog({ changes }: { changes: readonly ResultChangeDto[] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`club.tournaments.log.${key}`);
  if (!changes.length) return <Typography color="text.secondary">{t('none')}</Typography>;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('entries')} sx={{ maxHeight: 360 }}>
      <Table size="small" stickyHeader>
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('when')}</TableCell>
            <TableCell scope="col">{t('table')}</TableCell>
            <TableCell scope="col">{t('change')}</TableCell>
            <TableCell scope="col">{t('by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changes.map((change) => (
            <TableRow key={change.id}>
              <TableCell>{formatDateTime(change.at)}</TableCell>
              <TableCell>{`R${change.round} · ${change.table ?? '–'}`}</TableCell>
              <TableCell>
                {`${t(`actions.${change.action}`)}: ${
                  change.previousOutcome ? `${OUTCOME_SHORT[change.previousOutcome]} → ` : ''
                }${OUTCOME_SHORT[change.outcome]}`}
              </TableCell>
              <TableCell>{change.by ?? '–'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
