import { forwardRef, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  ListItemIcon,
  ListItemText,
  MenuItem,
} from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useLogout, useTranslate } from 'react-admin';
import { waitingCount } from '../tournaments/offline/desk-store';

/**
 * The account menu's Logout: while the organiser's desk still has actions waiting to be sent, it asks first,
 * since logging out deletes what is kept on this computer (docs/adr/0051).
 */
export const ConfirmingLogout = forwardRef<HTMLLIElement>(function ConfirmingLogout(_, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const [waiting, setWaiting] = useState(0);
  const t = (name: string, args?: Record<string, unknown>) =>
    translate(`club.tournaments.offline.${name}`, args);
  const ask = async () => {
    const count = await waitingCount().catch(() => 0);
    if (count) setWaiting(count);
    else void logout();
  };
  return (
    <>
      <MenuItem ref={ref} onClick={() => void ask()}>
        <ListItemIcon>
          <ExitIcon fontSize="small" aria-hidden="true" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
      <Dialog open={waiting > 0} onClose={() => setWaiting(0)} maxWidth="xs" fullWidth>
        <DialogTitle>{t('logoutTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('logoutWaiting', { smart_count: waiting })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setWaiting(0)} autoFocus>
            {translate('ra.action.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void logout()}>
            {t('logoutAnyway')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
});
