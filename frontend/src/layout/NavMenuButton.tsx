import { useId, useState } from 'react';
import { Button } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { useLocation } from 'react-router-dom';
import { lazyNamed } from '../shared/lazy-named';
import { useHydrated } from '../shared/use-hydrated';
import type { NavGroupItem } from './nav-items';
import { OnceOpened } from './OnceOpened';

const NavMenu = lazyNamed(() => import('./NavMenu'), 'NavMenu');

/** A header dropdown (About, Shop); its menu's code loads when it first opens. */
export function NavMenuButton({ group }: { group: NavGroupItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const { pathname } = useLocation();
  const open = anchor !== null;
  const hydrated = useHydrated();
  const active = group.items.some((item) => item.to === pathname);
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        // On a pre-rendered page the menu opens once React has taken the page over; until then it says so.
        aria-disabled={hydrated ? undefined : true}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{
          whiteSpace: 'nowrap',
          fontSize: { lg: '0.875rem', xl: '0.9375rem' },
          px: { lg: 0.75, xl: 1 },
          ...(active ? { textDecoration: 'underline', textUnderlineOffset: 6 } : {}),
        }}
      >
        {group.label}
      </Button>
      <OnceOpened open={open}>
        <NavMenu id={id} group={group} anchor={anchor} onClose={() => setAnchor(null)} />
      </OnceOpened>
    </>
  );
}
