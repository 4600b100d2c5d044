import { useId, useState } from 'react';
import { Box, Button } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { SessionUser } from '../auth/session';
import { lazyNamed } from '../shared/lazy-named';
import { OnceOpened } from './OnceOpened';
import { UserAvatar } from './UserAvatar';

const ProfileMenuList = lazyNamed(() => import('./ProfileMenuList'), 'ProfileMenuList');

/** Avatar and first name; opens Profile and Logout (their menu's code loads when it first opens). */
export function ProfileMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = anchor !== null;
  const firstName = user.profile.firstName || 'Trainer';
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        aria-label={`Account menu for ${firstName}`}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ gap: 1, whiteSpace: 'nowrap', fontSize: { lg: '0.875rem', xl: '0.9375rem' } }}
      >
        <UserAvatar user={user} size={32} decorative />
        <Box component="span">{firstName}</Box>
      </Button>
      <OnceOpened open={open}>
        <ProfileMenuList id={id} anchor={anchor} onClose={() => setAnchor(null)} onLogout={onLogout} />
      </OnceOpened>
    </>
  );
}
