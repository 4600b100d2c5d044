import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { panelId, tabId, type DashboardTab } from './dashboard-tabs';

/** A tab's panel; only the open one is rendered (so closed tabs load nothing). */
export function TabPanel({
  tab,
  current,
  children,
}: {
  tab: DashboardTab;
  current: DashboardTab;
  children: ReactNode;
}) {
  const open = tab === current;
  return (
    <Box
      role="tabpanel"
      id={panelId(tab)}
      aria-labelledby={tabId(tab)}
      hidden={!open}
      // A panel is as wide as the page, whatever its content: what is wider (a table, or its loading skeleton)
      // scrolls inside it, never the page.
      sx={{ pt: 3, contain: 'inline-size', overflowX: 'auto' }}
    >
      {open && children}
    </Box>
  );
}
