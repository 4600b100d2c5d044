import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders a popup whose code loads lazily (a menu, the navigation drawer) from the first time it opens, and
 * keeps it rendered afterwards so that it can play its closing transition and open again at once. Until then
 * the page carries neither its markup nor its script.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
