import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink } from 'react-router-dom';
import type { SessionUser } from '../auth/session';
import type { NavItem } from './nav-items';
import { UserAvatar } from './UserAvatar';

const activeItem = {
  '&[aria-current="page"]': { bgcolor: 'action.selected', fontWeight: 700 },
} as const;

/** The collapsible menu for small screens; mirrors the header links exactly. */
export function MobileNav({
  id,
  open,
  onClose,
  items,
  user,
  onLogout,
}: {
  /** The id the menu button's aria-controls names. */
  id: string;
  open: boolean;
  onClose: () => void;
  items: readonly NavItem[];
  user: SessionUser | null;
  onLogout: () => void;
}) {
  const linkItem = (label: string, to: string, inset = false) => (
    <ListItem key={to} disablePadding>
      <ListItemButton
        component={NavLink}
        to={to}
        end
        onClick={onClose}
        sx={{ pl: inset ? 4 : 2, ...activeItem }}
      >
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // The drawer is a dialog; its 'Menu' heading names it.
      slotProps={{ paper: { id, 'aria-labelledby': `${id}-title`, sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box component="nav" aria-label="Mobile">
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Typography id={`${id}-title`} component="p" sx={{ fontWeight: 700 }}>
            Menu
          </Typography>
          <IconButton aria-label="Close navigation menu" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        {user ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.5 }}>
            <UserAvatar user={user} size={40} />
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {user.profile.firstName || 'Trainer'}
            </Typography>
          </Box>
        ) : null}
        <List>
          {items.map((item) =>
            item.kind === 'group' ? (
              <li key={item.label}>
                <List
                  disablePadding
                  subheader={
                    <ListSubheader sx={{ lineHeight: '36px', color: 'text.secondary' }}>
                      {item.label}
                    </ListSubheader>
                  }
                >
                  {item.items.map((child) => linkItem(child.label, child.to, true))}
                </List>
              </li>
            ) : (
              linkItem(item.label, item.to)
            ),
          )}
        </List>
        <Divider />
        <List>
          {user ? (
            <>
              {linkItem('Dashboard', '/dashboard')}
              {linkItem('Profile', '/profile')}
              <ListItem disablePadding>
                <ListItemButton
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                >
                  <ListItemText primary="Logout" />
                </ListItemButton>
              </ListItem>
            </>
          ) : (
            <>
              {linkItem('Login', '/login')}
              {linkItem('Join Club', '/signup')}
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
