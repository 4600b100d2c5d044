import { TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';
import { playerIdText, type DeskSide } from './desk/desk-names';

/** A round's table as every pairings list shows it: its number (none for the bye) and both players. */
interface PairedTable {
  table: number | null;
  playerA: Pick<DeskSide, 'name' | 'record' | 'playPokemonId'>;
  playerB: Pick<DeskSide, 'name' | 'record' | 'playPokemonId'> | null;
}

/** 'Ash Ketchum (ID 5152458) 2-0-0': the full name, the Player ID where known, the record before the round. */
export const sideText = (side: PairedTable['playerA']) =>
  [side.name, playerIdText(side) && `(${playerIdText(side)})`, side.record].filter(Boolean).join(' ');

/** The columns every pairings list starts with: table, player A, player B. */
export function PairingHeadCells() {
  const translate = useTranslate();
  return (
    <>
      <TableCell scope="col">{translate('club.tournaments.round.table')}</TableCell>
      <TableCell scope="col">{translate('club.tournaments.round.playerA')}</TableCell>
      <TableCell scope="col">{translate('club.tournaments.round.playerB')}</TableCell>
    </>
  );
}

/** A table's number as the row's header, then both players with their records ('Bye' for the bye). */
export function PairingCells({ match }: { match: PairedTable }) {
  const translate = useTranslate();
  return (
    <>
      <TableCell component="th" scope="row">
        {match.table ?? '–'}
      </TableCell>
      <TableCell>{sideText(match.playerA)}</TableCell>
      <TableCell>
        {match.playerB ? sideText(match.playerB) : translate('club.tournaments.round.bye')}
      </TableCell>
    </>
  );
}
