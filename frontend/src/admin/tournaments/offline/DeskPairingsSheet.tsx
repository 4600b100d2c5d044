import { GlobalStyles, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeskMatch } from '@club/rules';

const SHEET_CLASS = 'desk-pairings-sheet';

/**
 * The printed pairings of the current round, from the desk's own state, so it prints offline too: hidden on
 * screen; on paper it is all there is (the admin's bar, menu and panels stay off the sheet).
 */
export function DeskPairingsSheet({ round, matches }: { round: number; matches: readonly DeskMatch[] }) {
  const translate = useTranslate();
  const t = (name: string, args?: Record<string, unknown>) =>
    translate(`club.tournaments.round.${name}`, args);
  return (
    <>
      <GlobalStyles
        styles={{
          [`.${SHEET_CLASS}`]: { display: 'none' },
          '@media print': {
            'body *': { visibility: 'hidden' },
            [`.${SHEET_CLASS}, .${SHEET_CLASS} *`]: { visibility: 'visible' },
            [`.${SHEET_CLASS}`]: {
              display: 'block',
              position: 'absolute',
              inset: '0 0 auto 0',
              background: '#fff',
            },
            [`.${SHEET_CLASS} tr`]: { breakInside: 'avoid' },
          },
        }}
      />
      <div className={SHEET_CLASS}>
        <h2>{translate('club.tournaments.offline.pairingsSheet', { round })}</h2>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell scope="col">{t('table')}</TableCell>
              <TableCell scope="col">{t('playerA')}</TableCell>
              <TableCell scope="col">{t('playerB')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {matches.map((match) => (
              <TableRow key={`${match.table ?? 'bye'}-${match.playerA.playerId}`}>
                <TableCell component="th" scope="row">
                  {match.table ?? '–'}
                </TableCell>
                <TableCell>{`${match.playerA.name} (${match.playerA.record})`}</TableCell>
                <TableCell>
                  {match.playerB ? `${match.playerB.name} (${match.playerB.record})` : t('bye')}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
