import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlayerDto } from '../../../api/generated/types.gen';

/** Asks before finishing: placings are fixed and achievements given, for good. */
function FinishDialog({
  open,
  disabled,
  onFinish,
  onClose,
}: {
  open: boolean;
  disabled: boolean;
  onFinish: () => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('club.tournaments.desk.finishTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('club.tournaments.desk.finishConfirm')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="warning" variant="contained" disabled={disabled} onClick={onFinish}>
          {translate('club.tournaments.desk.finish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before dropping a player. */
function DropDialog({
  player,
  onDrop,
  onClose,
}: {
  player: PlayerDto | null;
  onDrop: (player: PlayerDto) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const name = player?.fullName ?? '';
  return (
    <Dialog open={player !== null} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate('club.tournaments.players.dropTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('club.tournaments.players.dropConfirm', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {translate('ra.action.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={() => player && onDrop(player)}>
          {translate('club.tournaments.players.drop')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The desk's two questions: finishing, and dropping a player. */
export function DeskDialogs({
  finishing,
  finishDisabled,
  onFinish,
  onCloseFinish,
  dropping,
  onDrop,
  onCloseDrop,
}: {
  finishing: boolean;
  finishDisabled: boolean;
  onFinish: () => void;
  onCloseFinish: () => void;
  dropping: PlayerDto | null;
  onDrop: (player: PlayerDto) => void;
  onCloseDrop: () => void;
}) {
  return (
    <>
      <FinishDialog open={finishing} disabled={finishDisabled} onFinish={onFinish} onClose={onCloseFinish} />
      <DropDialog player={dropping} onDrop={onDrop} onClose={onCloseDrop} />
    </>
  );
}
