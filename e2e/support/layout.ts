import type { Page } from '@playwright/test';

/**
 * The page fits the screen's width: nothing makes it scroll sideways. Compared with the viewport's set width,
 * not `window.innerWidth`: a phone zooms out to show a page that is too wide, and its innerWidth grows with it.
 */
export async function fitsTheScreen(page: Page): Promise<boolean> {
  const width = page.viewportSize()?.width;
  if (!width) throw new Error('fitsTheScreen needs a page with a set viewport');
  return (await page.evaluate(() => document.documentElement.scrollWidth)) <= width;
}
