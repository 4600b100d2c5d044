import { useState } from 'react';
import { AppBar, Box, Button, IconButton, Toolbar } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { useAuth } from '../auth/useAuth';
import { useLogout } from './useLogout';
import { useLogoutAskingFirst } from '../offline/UnsentActionsLogout';
import { colours } from '../shared/theme';
import { Brand } from './Brand';
import { lazyNamed } from '../shared/lazy-named';
import { useHydrated } from '../shared/use-hydrated';
import { NavMenuButton } from './NavMenuButton';
import { OnceOpened } from './OnceOpened';
import { HEADER_HEIGHT } from './header-height';
import { ProfileMenu } from './ProfileMenu';
import { mainNavigation } from './nav-items';

/** The drawer's code loads when it first opens: phones that never open it do not download it. */
const MobileNav = lazyNamed(() => import('./MobileNav'), 'MobileNav');
const MOBILE_NAV_ID = 'mobile-navigation';

/** The full navigation shows from the `lg` breakpoint; below it the menu button opens the drawer. */
const desktop = { xs: 'none', lg: 'flex' } as const;
const mobile = { xs: 'inline-flex', lg: 'none' } as const;

const activeLink = {
  whiteSpace: 'nowrap',
  fontSize: { lg: '0.875rem', xl: '0.9375rem' },
  minWidth: 0,
  px: { lg: 0.75, xl: 1 },
  '&[aria-current="page"]': {
    textDecoration: 'underline',
    textUnderlineOffset: 6,
    textDecorationThickness: 2,
  },
} as const;

/**
 * The phone's menu button. On a pre-rendered page it works once React has taken the page over, and says so until
 * then; a component of its own, so that only it is drawn again at that moment, not the whole header.
 */
function MobileMenuButton({ expanded, onOpen }: { expanded: boolean; onOpen: () => void }) {
  const hydrated = useHydrated();
  return (
    <IconButton
      color="inherit"
      edge="end"
      aria-label="Open navigation menu"
      aria-controls={MOBILE_NAV_ID}
      aria-expanded={expanded}
      aria-disabled={hydrated ? undefined : true}
      onClick={onOpen}
      sx={{ display: mobile }}
    >
      <MenuIcon />
    </IconButton>
  );
}

export function Header() {
  const { user, isApproved, isAdmin } = useAuth();
  const logout = useLogout();
  const { request: requestLogout, dialog: logoutDialog } = useLogoutAskingFirst(() => void logout('/'));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const items = mainNavigation({ approved: isApproved, admin: isAdmin });

  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: colours.redDark, color: '#fff' }}>
      <Toolbar
        component="nav"
        aria-label="Main"
        sx={{ gap: { xs: 0.5, lg: 0.25 }, minHeight: HEADER_HEIGHT, px: { lg: 1.5, xl: 3 } }}
      >
        <Brand />
        <Box sx={{ display: desktop, alignItems: 'center', gap: { lg: 0, xl: 0.5 }, flexGrow: 1 }}>
          {items.map((item) =>
            item.kind === 'group' ? (
              <NavMenuButton key={item.label} group={item} />
            ) : (
              <Button key={item.to} color="inherit" component={NavLink} to={item.to} end sx={activeLink}>
                {item.label}
              </Button>
            ),
          )}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, lg: 0 } }} />
        <Box sx={{ display: desktop, alignItems: 'center', gap: 1 }}>
          {user ? (
            <>
              <Button color="inherit" component={NavLink} to="/dashboard" sx={activeLink}>
                Dashboard
              </Button>
              <ProfileMenu user={user} onLogout={requestLogout} />
            </>
          ) : (
            <>
              <Button color="inherit" component={NavLink} to="/login" sx={activeLink}>
                Login
              </Button>
              <Button
                component={RouterLink}
                to="/signup"
                variant="contained"
                sx={{ bgcolor: colours.yellow, color: colours.ink, '&:hover': { bgcolor: '#ffd740' } }}
              >
                Join Club
              </Button>
            </>
          )}
        </Box>
        <MobileMenuButton expanded={drawerOpen} onOpen={() => setDrawerOpen(true)} />
      </Toolbar>
      <OnceOpened open={drawerOpen}>
        <MobileNav
          id={MOBILE_NAV_ID}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          items={items}
          user={user}
          onLogout={requestLogout}
        />
      </OnceOpened>
      {logoutDialog}
    </AppBar>
  );
}
