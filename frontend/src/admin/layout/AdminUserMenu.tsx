import { useCallback, useId, useMemo, useState, type MouseEvent } from 'react';
import { Avatar, Button, IconButton, Menu, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { UserMenuContextProvider, useGetIdentity, useTranslate } from 'react-admin';
import { ConfirmingLogout } from './ConfirmingLogout';

/**
 * The admin bar's account menu (Logout, which asks first while the desk has actions not sent). It
 * replaces react-admin's default UserMenu, whose button is named 'Profile' while it shows the
 * admin's name (WCAG 2.5.3 Label in Name): here the button is named 'Account menu for <name>', so
 * the visible name is part of it. The avatar is decorative (empty alt, hidden from assistive
 * technology) and falls back to an icon, never to a letter, so the visible text of the button is
 * the name alone.
 */
export function AdminUserMenu() {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const onClose = useCallback(() => setAnchor(null), []);
  const context = useMemo(() => ({ onClose }), [onClose]);

  const name = !isPending && typeof identity?.fullName === 'string' ? identity.fullName.trim() : '';
  const label = name
    ? translate('club.admin.accountMenuFor', { _: 'Account menu for %{name}', name })
    : translate('club.admin.accountMenu', { _: 'Account menu' });
  const open = anchor !== null;
  const buttonProps = {
    id: `${id}-button`,
    'aria-label': label,
    'aria-haspopup': 'menu' as const,
    'aria-expanded': open,
    'aria-controls': open ? `${id}-menu` : undefined,
    color: 'inherit' as const,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  const picture =
    typeof identity?.avatar === 'string' && identity.avatar ? (
      <Avatar src={identity.avatar} alt="" aria-hidden="true" sx={{ width: 24, height: 24 }}>
        <AccountCircle />
      </Avatar>
    ) : (
      <AccountCircle aria-hidden="true" />
    );

  return (
    <>
      {wide && name ? (
        <Button {...buttonProps} startIcon={picture} sx={{ textTransform: 'none', marginInlineStart: 0.5 }}>
          {name}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton {...buttonProps}>{picture}</IconButton>
        </Tooltip>
      )}
      <UserMenuContextProvider value={context}>
        <Menu
          id={`${id}-menu`}
          disableScrollLock
          anchorEl={anchor}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          open={open}
          onClose={onClose}
          slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
        >
          <ConfirmingLogout />
        </Menu>
      </UserMenuContextProvider>
    </>
  );
}
