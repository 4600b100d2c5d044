import { useEffect, useRef } from 'react';

/**
 * A button disabled while its request runs drops the keyboard focus to the page's top. When the request ends
 * with the focus still nowhere, it goes to the returned ref's element (the button in that place now), so a
 * keyboard user carries on where they were.
 */
export function useFocusBackAfterBusy<T extends HTMLElement>(busy: boolean) {
  const target = useRef<T>(null);
  const wasBusy = useRef(busy);
  useEffect(() => {
    const finished = wasBusy.current && !busy;
    wasBusy.current = busy;
    const focusIsNowhere = document.activeElement === null || document.activeElement === document.body;
    if (finished && focusIsNowhere) target.current?.focus();
  }, [busy]);
  return target;
}
