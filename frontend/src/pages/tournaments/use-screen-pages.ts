import { useCallback, useEffect, useState } from 'react';

/** Roughly how tall one pairing's row is on the screen, and what the header and clock take above the list. */
const ROW_PX = 64;
const RESERVED_PX = 420;

/** How many tables fit on the screen at once (two columns on a wide one). */
function perPageFor(width: number, height: number): number {
  const rows = Math.max(3, Math.floor((height - RESERVED_PX) / ROW_PX));
  return width >= 1200 ? rows * 2 : rows;
}

/**
 * The pairings a page at a time, turning every `everyMs` by themselves; `toggle` holds the page and lets it turn
 * again (moving content must be pausable: WCAG 2.2.2).
 */
export function useScreenPages(count: number, everyMs: number) {
  const [perPage, setPerPage] = useState(8);
  const [page, setPage] = useState(0);
  const [held, setHeld] = useState(false);
  useEffect(() => {
    const measure = () => setPerPage(perPageFor(window.innerWidth, window.innerHeight));
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  const pages = Math.max(1, Math.ceil(count / perPage));
  useEffect(() => {
    if (held || pages < 2) return;
    const timer = setInterval(() => setPage((current) => (current + 1) % pages), everyMs);
    return () => clearInterval(timer);
  }, [held, pages, everyMs]);
  const shownPage = page % pages;
  const toggle = useCallback(() => setHeld((current) => !current), []);
  return { page: shownPage, pages, perPage, first: shownPage * perPage, held, toggle };
}
