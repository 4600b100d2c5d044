import {
  Button,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlayerDto, TournamentDto } from '../../api/generated/types.gen';

/**
 * The players: check-in (after round 1 checking in enters a late player), deck-list status, drops.
 * Players come from the event's registrations, entered when check-in starts.
 */
export function PlayersPanel({
  tournament,
  players,
  busyId,
  onCheckIn,
  onDrop,
}: {
  tournament: TournamentDto;
  players: readonly PlayerDto[];
  busyId: number | null;
  /** Check-in and drops; absent where they are taken elsewhere (a tournament run in TOM): shown only. */
  onCheckIn?: (player: PlayerDto, checkedIn: boolean) => void;
  onDrop?: (player: PlayerDto) => void;
}) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) =>
    translate(`club.tournaments.players.${key}`, args);
  const finished = tournament.stage === 'FINISHED';
  const started = tournament.currentRound > 0;
  if (!players.length) return <Typography color="text.secondary">{t('none')}</Typography>;
  return (
    <TableContainer tabIndex={0} role="region" aria-label={t('list')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{t('name')}</TableCell>
            <TableCell scope="col">{t('division')}</TableCell>
            <TableCell scope="col">{t('deckList')}</TableCell>
            <TableCell scope="col">{t('checkedIn')}</TableCell>
            <TableCell scope="col">
              <span aria-hidden="true" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {players.map((player) => {
            const dropped = player.droppedAfterRound !== null;
            return (
              <TableRow key={player.id}>
                <TableCell component="th" scope="row">
                  {player.fullName}
                  {player.joinedRound > 1 ? ` (${t('lateEntry')})` : ''}
                  {player.playPokemonId ? (
                    <Typography variant="body2" color="text.secondary">
                      {`ID ${player.playPokemonId}`}
                    </Typography>
                  ) : null}
                  {dropped ? (
                    <Typography variant="body2" color="text.secondary">
                      {t('dropped', { round: player.droppedAfterRound })}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell>{translate(`club.tournaments.divisions.${player.division}`)}</TableCell>
                <TableCell>{player.hasDeckList ? t('yes') : t('no')}</TableCell>
                <TableCell>
                  {onCheckIn ? (
                    <Switch
                      checked={player.checkedIn}
                      disabled={busyId === player.id || finished || dropped || (started && player.checkedIn)}
                      onChange={(event) => onCheckIn(player, event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('checkIn', { name: player.fullName }) } }}
                    />
                  ) : player.checkedIn ? (
                    t('yes')
                  ) : (
                    t('no')
                  )}
                </TableCell>
                <TableCell>
                  {onDrop && !dropped && !finished && started && player.checkedIn ? (
                    <Button
                      size="small"
                      color="error"
                      disabled={busyId === player.id}
                      onClick={() => onDrop(player)}
                      aria-label={`${t('drop')}: ${player.fullName}`}
                    >
                      {t('drop')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
