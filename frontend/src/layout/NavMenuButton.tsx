import { useId, useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavGroupItem } from './nav-items';

/** A header dropdown (About, Shop). */
export function NavMenuButton({ group }: { group: NavGroupItem }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const { pathname } = useLocation();
  const open = anchor !== null;
  const active = group.items.some((item) => item.to === pathname);
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
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
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {group.items.map((item) => (
          <MenuItem
            key={item.to}
            component={RouterLink}
            to={item.to}
            selected={item.to === pathname}
            aria-current={item.to === pathname ? 'page' : undefined}
            onClick={() => setAnchor(null)}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
