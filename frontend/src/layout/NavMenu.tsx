import { Menu, MenuItem } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { NavGroupItem } from './nav-items';

/** The links of a header dropdown (NavMenuButton loads this when it first opens). */
export function NavMenu({
  id,
  group,
  anchor,
  onClose,
}: {
  id: string;
  group: NavGroupItem;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <Menu
      id={`${id}-menu`}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
    >
      {group.items.map((item) => (
        <MenuItem
          key={item.to}
          component={RouterLink}
          to={item.to}
          selected={item.to === pathname}
          aria-current={item.to === pathname ? 'page' : undefined}
          onClick={onClose}
        >
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
