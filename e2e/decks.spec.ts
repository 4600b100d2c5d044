// Browser journey of the card and deck tools (spec 2 §2 Card browser, Deck list, Deck builder; §4 'Browser
// pagination', 'Deck builder'), against the production build. The cards are a small invented data set
// (e2e/fixtures/card-data) that the admin imports on 'Cards & Formats', as a club admin would.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { apiMember, newApplicant } from './support/api';
import { loginAdminViaUi, loginViaUi } from './support/auth';
import { CARD_DATA_DIR, fixtureCards, isStandardLegal, LEGAL_LIST } from './support/card-data';
import { expect, skipWithoutChromium, test } from './support/fixtures';

skipWithoutChromium();

const cards = fixtureCards();
const TOTAL = cards.length;
const TRAINERS = cards.filter((card) => card.supertype === 'Trainer').length;
const STANDARD = cards.filter(isStandardLegal).length;
const STANDARD_FIRE = cards.filter((card) => isStandardLegal(card) && card.types?.includes('Fire')).length;
const PAGE_SIZE = 50;

/** The legal list as Pokémon TCG Live exports it, with its total. */
const DECK_LIST = `${LEGAL_LIST}\nTotal Cards: 60\n`;

test.describe('the deck tools, from the card import to an exported deck', () => {
  test.describe.configure({ mode: 'serial' });
  // The export dialog's 'Copy to Clipboard' uses the async Clipboard API.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('1. the admin imports the card data on Cards & Formats', async ({ page, e2e }, testInfo) => {
    expect(TOTAL, 'the fixture has more than one browser page of cards').toBeGreaterThan(PAGE_SIZE);
    await page.goto('/login');
    await loginAdminViaUi(page, e2e.adminEmail, e2e.adminPassword);
    await page.goto('/admin/cards');
    await expect(page.getByRole('heading', { name: 'Cards & Formats', level: 1 })).toBeVisible();

    await page.getByLabel('Folder or URL of a pokemon-tcg-data checkout').fill(CARD_DATA_DIR);
    await page.getByRole('button', { name: 'Import', exact: true }).click();

    // The followed import ends with its summary: '3 sets (3 added, 0 updated) and 90 cards (90 added,
    // 0 updated) in 0.4 s' (updated rather than added when the data was imported before).
    const summary = new RegExp(`3 sets \\(\\d+ added, \\d+ updated\\) and ${TOTAL} cards \\(`);
    const outcome = page.locator('.MuiAlert-root').filter({ hasText: 'Import finished' });
    await expect(outcome).toContainText(summary, { timeout: 60_000 });
    const job = page.getByRole('row').filter({ hasText: CARD_DATA_DIR }).first();
    await expect(job).toContainText('Succeeded');
    await expect(job).toContainText(summary);
    const cardCount = page.locator('dt', { hasText: /^Cards$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(cardCount).toHaveText(String(TOTAL));
    await expectNoA11yViolations(page, 'admin cards and formats', testInfo);
  });

  test("2. a member browses the cards: pages, filters and a card's details", async ({
    page,
    request,
    e2e,
  }, testInfo) => {
    await signInAsNewMember(page, request, e2e, 'Serena', 'Kalos');
    await page.goto('/pokemon/browse');
    await expect(page.getByRole('heading', { name: 'Card Browser', level: 1 })).toBeVisible();

    const showing = page.getByRole('status').filter({ hasText: /^Showing / });
    const tiles = page.getByRole('main').getByRole('article');
    const loadMore = page.getByRole('button', { name: 'Load More Cards' });

    await expect(showing).toHaveText(`Showing ${PAGE_SIZE} of ${TOTAL} cards`);
    await expect(tiles).toHaveCount(PAGE_SIZE);
    await loadMore.click();
    await expect(showing).toHaveText(`Showing ${TOTAL} of ${TOTAL} cards`);
    await expect(tiles).toHaveCount(TOTAL);
    await expect(loadMore).toHaveCount(0);

    // Filters change the search only when applied.
    await choose(page, 'Card type', 'Trainer');
    await expect(showing).toHaveText(`Showing ${TOTAL} of ${TOTAL} cards`);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(showing).toHaveText(`Showing ${TRAINERS} of ${TRAINERS} cards`);
    await expect(tiles).toHaveCount(TRAINERS);
    await expect(loadMore).toHaveCount(0);

    await choose(page, 'Card type', 'All Types');
    await choose(page, 'Format', 'Standard Legal');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(showing).toHaveText(`Showing ${PAGE_SIZE} of ${STANDARD} cards`);
    await expect(loadMore).toBeVisible();

    await choose(page, 'Element', 'Fire');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(showing).toHaveText(`Showing ${STANDARD_FIRE} of ${STANDARD_FIRE} cards`);
    await expect(tiles.filter({ hasText: 'Pyroar' })).toHaveCount(1);
    await expect(tiles.filter({ hasText: 'Charmander' })).toHaveCount(0); // regulation mark G

    // A card that left Standard, opened by hovering its picture: the overlay appears and opens the dialog.
    await choose(page, 'Format', 'All Formats');
    await choose(page, 'Element', 'All Elements');
    await page.getByRole('searchbox', { name: 'Search cards' }).fill('Charmander');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const charmander = tiles.filter({ has: page.getByRole('heading', { name: 'Charmander', exact: true }) });
    await expect(charmander).toHaveCount(1);
    await expect(charmander.getByText('Ember Frontier · 5')).toBeVisible();
    const overlay = charmander.getByRole('button', { name: 'View details of Charmander' });
    await expect(overlay).toHaveCSS('opacity', '0');
    await overlay.hover();
    await expect(overlay).toHaveCSS('opacity', '1');
    await overlay.click();
    let dialog = page.getByRole('dialog', { name: 'Charmander' });
    await expect(dialog.getByText('Standard Banned', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Expanded Legal', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Ember Frontier', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // A Standard card, opened from the keyboard.
    await page.getByRole('searchbox', { name: 'Search cards' }).fill('Nest Ball');
    await page.keyboard.press('Enter');
    const nestBall = tiles.filter({ has: page.getByRole('heading', { name: 'Nest Ball', exact: true }) });
    await expect(nestBall).toHaveCount(1);
    await nestBall.getByRole('button', { name: 'View details of Nest Ball' }).focus();
    await page.keyboard.press('Enter');
    dialog = page.getByRole('dialog', { name: 'Nest Ball' });
    await expect(dialog.getByText('Standard Legal', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Expanded Legal', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^Search your deck for a Basic Pokémon/)).toBeVisible();
    await expectNoA11yViolations(page, 'card detail dialog', testInfo);
    // At phone width the details scroll inside the dialog; the keyboard must reach that region too.
    await page.setViewportSize({ width: 375, height: 700 });
    await expectNoA11yViolations(page, 'card detail dialog at phone width', testInfo);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await expectNoA11yViolations(page, 'card browser', testInfo);
  });

  test('3. a member imports a PTCGL list, changes a count and exports the deck', async ({
    page,
    request,
    e2e,
  }, testInfo) => {
    const deckName = 'Pyroar Blaze';
    await signInAsNewMember(page, request, e2e, 'Clemont', 'Lumiose');
    await page.goto('/pokemon/decks');
    await expect(page.getByRole('heading', { name: 'My Pokémon Decks', level: 1 })).toBeVisible();
    await expect(page.getByText('No decks yet')).toBeVisible();

    await page.getByRole('button', { name: 'Create New Deck' }).click();
    const create = page.getByRole('dialog', { name: 'Create New Deck' });
    await expect(create.getByRole('button', { name: 'Create Deck' })).toBeDisabled();
    await create.getByRole('textbox', { name: 'Deck Name' }).fill(deckName);
    await create.getByRole('button', { name: 'Create Deck' }).click();
    await expect(page).toHaveURL(/\/pokemon\/deck\/\d+$/);
    const summary = page.getByRole('region', { name: deckName });
    const status = summary.getByRole('status');
    await expect(status).toHaveText('Deck incomplete');

    // Import: the list is read, then every card's count set; the dialog closes and the deck reloads.
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const importDialog = page.getByRole('dialog', { name: 'Import PTCGL Deck' });
    await importDialog.getByRole('textbox', { name: 'PTCGL deck list' }).fill(DECK_LIST);
    await importDialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(importDialog).toBeHidden({ timeout: 30_000 });
    await expect(page.getByText('Imported 60 cards')).toBeVisible();
    await expect(page.getByText('Some lines of the deck list were not imported')).toHaveCount(0);
    await expect(status).toHaveText('Deck is valid');
    await expect(tile(summary, 'Card counts', 'Total Cards')).toHaveText('60/60Total Cards');
    await expect(tile(summary, 'Card counts', 'Pokémon')).toHaveText('19Pokémon');
    await expect(tile(summary, 'Card counts', 'Trainers')).toHaveText('30Trainers');
    await expect(tile(summary, 'Card counts', 'Energy')).toHaveText('11Energy');
    await expect(tile(summary, 'Deck metrics', 'Search Cards')).toHaveText('14Search Cards');
    await expect(tile(summary, 'Deck metrics', 'Switch Cards')).toHaveText('5Switch Cards');
    await expect(page.getByText('No suggestions available')).toBeVisible();
    await expectNoA11yViolations(page, 'deck builder', testInfo);

    // +1: 61 cards is an error; -1: valid again.
    await page.getByRole('button', { name: 'Add one Basic Fire Energy' }).click();
    await expect(status).toHaveText('1 error(s) found');
    await expect(
      summary.getByText('The deck has 61 cards; a deck must have exactly 60 cards.'),
    ).toBeVisible();
    await expect(tile(summary, 'Card counts', 'Total Cards')).toHaveText('61/60Total Cards');
    await page.getByRole('button', { name: 'Remove one Basic Fire Energy' }).click();
    await expect(status).toHaveText('Deck is valid');
    await expect(tile(summary, 'Card counts', 'Total Cards')).toHaveText('60/60Total Cards');

    // Export: the PTCGL list, then Copy to Clipboard copies it and closes the dialog.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export PTCGL Deck' });
    const exported = exportDialog.getByRole('textbox', { name: 'PTCGL deck list' });
    await expect(exported).toHaveValue(/^Pokémon: 19\n/);
    await expect(exported).toHaveValue(/^4 Nest Ball TDC 31$/m);
    await expect(exported).toHaveValue(/^11 Basic \{R\} Energy SPR 30$/m);
    await expect(exported).toHaveValue(/\nTotal Cards: 60\s*$/);
    const text = await exported.inputValue();
    await exportDialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect(exportDialog).toBeHidden();
    await expect(page.getByText('Deck list copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);

    // The deck list shows the finished deck.
    await page.getByRole('link', { name: 'Back to Decks' }).first().click();
    await expect(page).toHaveURL(/\/pokemon\/decks$/);
    const deck = page.getByRole('article', { name: deckName });
    await expect(deck.getByText('60/60 cards')).toBeVisible();
    await expect(deck.getByText('Standard', { exact: true })).toBeVisible();
    await expectNoA11yViolations(page, 'deck list', testInfo);
  });
});

/** A new member, made through the API and approved, signed in through /login. */
async function signInAsNewMember(
  page: Page,
  request: APIRequestContext,
  e2e: { adminEmail: string; adminPassword: string },
  firstName: string,
  lastName: string,
): Promise<void> {
  const member = newApplicant(firstName, lastName);
  await apiMember(request, { email: e2e.adminEmail, password: e2e.adminPassword }, member);
  await page.goto('/login');
  await loginViaUi(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Picks an option of one of the browser's select filters (MUI select: a combobox and a listbox). */
async function choose(page: Page, filter: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: filter }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: filter })).toHaveText(option);
}

/** A figure tile of the builder's validation summary: its value followed by its label. */
function tile(summary: Locator, list: 'Card counts' | 'Deck metrics', label: string): Locator {
  return summary
    .getByRole('list', { name: list })
    .getByRole('listitem')
    .filter({ has: summary.page().getByText(label, { exact: true }) });
}
