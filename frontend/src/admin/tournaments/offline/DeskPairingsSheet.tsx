import { GlobalStyles, Table, TableBody, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DeskMatch } from '@club/rules';
import { PairingCells, PairingHeadCells } from '../PairingCells';

const SHEET_CLASS = 'desk-pairings-sheet';

/**
 * The printed pairings of the current round, from the desk's own state, so it prints offline too: hidden on
 * screen; on paper it is all there is (the admin's bar, menu and panels stay off the sheet).
 */
export function DeskPairingsSheet({ round, matches }: { round: number; matches: readonly DeskMatch[] }) {
  const translate = useTranslate();
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
              <PairingHeadCells />
            </TableRow>
          </TableHead>
          <TableBody>
            {matches.map((match) => (
              <TableRow key={`${match.table ?? 'bye'}-${match.playerA.playerId}`}>
                <PairingCells match={match} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
