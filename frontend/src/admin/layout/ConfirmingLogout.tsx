import { forwardRef } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import { useLogout, useTranslate } from 'react-admin';
import { useLogoutAskingFirst } from '../../offline/UnsentActionsLogout';

/** The account menu's Logout: asks first while the organiser's desk still has actions waiting to be sent. */
export const ConfirmingLogout = forwardRef<HTMLLIElement>(function ConfirmingLogout(_, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const { request, dialog } = useLogoutAskingFirst(() => void logout({ byMember: true }));
  return (
    <>
      <MenuItem ref={ref} onClick={request}>
        <ListItemIcon>
          <ExitIcon fontSize="small" aria-hidden="true" />
        </ListItemIcon>
        <ListItemText>{translate('ra.auth.logout')}</ListItemText>
      </MenuItem>
      {dialog}
    </>
  );
});
