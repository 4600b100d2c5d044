import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { apiError, json } from '../../test/api-mock';
import { forgetCurrentUser } from '../current-user';
import { renderAdmin } from '../test/render-admin';
import { fakeCardsApi, inTurn } from '../test/cards-fake-api';
import { finishedJob, fullCatalogue, importJob, JOB_ID } from '../test/cards-fixtures';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

const SOURCE = 'https://github.com/PokemonTCG/pokemon-tcg-data';
const SUMMARY = '175 sets (175 added, 0 updated) and 20360 cards (20360 added, 0 updated) in 31.2 s';

const catalogue = () => screen.getByRole('region', { name: 'Card catalogue' });
const sourceField = () =>
  screen.getByRole('textbox', { name: /Folder or URL of a pokemon-tcg-data checkout/ });
const importButton = () => screen.getByRole('button', { name: 'Import' });
const liveRegion = () => within(catalogue()).getByRole('status');
const figure = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

describe('Card catalogue (/admin/cards)', () => {
  it('starts an import, shows its progress every second, then the summary and the new counts', async () => {
    const api = fakeCardsApi({
      adminCardsStart: () => {
        api.state.recent = [importJob()];
        return json(202, importJob());
      },
      adminCardsGet: inTurn(
        () => json(200, importJob({ phase: 'reading', done: 40, total: 175 })),
        () => json(200, importJob({ phase: 'writing', done: 5090, total: 20360 })),
        () => {
          api.state.health = fullCatalogue;
          api.state.recent = [finishedJob];
          return json(200, finishedJob);
        },
      ),
    });
    renderAdmin('/admin/cards');

    expect(await screen.findByRole('heading', { level: 1, name: 'Cards & Formats' })).toBeInTheDocument();
    await waitFor(() => expect(figure('Sets')).toHaveTextContent('0'));
    expect(figure('Cards')).toHaveTextContent('0');
    expect(await screen.findByText('No imports yet.')).toBeInTheDocument();
    expect(sourceField()).toHaveAccessibleDescription(
      'e.g. https://github.com/PokemonTCG/pokemon-tcg-data or a folder on the server',
    );
    expect(importButton()).toBeDisabled();
    await userEvent.type(sourceField(), '   ');
    expect(importButton()).toBeDisabled();

    await userEvent.clear(sourceField());
    await userEvent.type(sourceField(), SOURCE);
    await userEvent.click(importButton());

    // First poll: reading sets.
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '22'));
    expect(within(catalogue()).getByText('Reading sets…')).toBeInTheDocument();
    expect(within(catalogue()).getByText('40 of 175')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('Reading sets… 0%');
    expect(importButton()).toBeDisabled();

    // A second later: writing cards.
    await waitFor(() => expect(within(catalogue()).getByText('5090 of 20360')).toBeInTheDocument(), {
      timeout: 2500,
    });
    expect(within(catalogue()).getByText('Writing cards…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(liveRegion()).toHaveTextContent('Writing cards… 25%');

    // Then the outcome, the fresh counts and the table.
    await waitFor(() => expect(liveRegion()).toHaveTextContent(`Import finished: ${SUMMARY}`), {
      timeout: 2500,
    });
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).not.toBeInTheDocument();
    const outcome = within(catalogue()).getByText('Import finished', { selector: '.MuiAlertTitle-root' });
    expect(outcome.closest('.MuiAlert-root')).toHaveTextContent(SUMMARY);
    expect(outcome.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorSuccess');
    await waitFor(() => expect(figure('Sets')).toHaveTextContent('175'));
    expect(figure('Cards')).toHaveTextContent('20,360');
    const table = screen.getByRole('table', { name: 'Recent imports' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Started', 'Source', 'Status', 'Summary or error']);
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Succeeded'));
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('22 Nov 2026, 10:00');
    expect(row).toHaveTextContent(SOURCE);
    expect(row).toHaveTextContent(SUMMARY);
    await waitFor(() => expect(importButton()).toBeEnabled());

    const post = api.seen('adminCardsStart');
    expect(post).toHaveLength(1);
    expect(post[0]?.body).toEqual({ source: SOURCE });
    expect(post[0]?.headers.get('Authorization')).toBe('Bearer token-ADMIN');
    // Polling stops once the import has ended.
    const polls = api.seen('adminCardsGet').length;
    expect(polls).toBe(3);
    expect(api.seen('adminCardsGet').map((r) => r.params.id)).toEqual([JOB_ID, JOB_ID, JOB_ID]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(api.seen('adminCardsGet')).toHaveLength(polls);
  }, 45_000); // three real one-second polls and typing: slow on a loaded machine

  it('lists every repair the import made to the card data under its outcome', async () => {
    const repaired = {
      ...finishedJob,
      summary: {
        ...finishedJob.summary!,
        repairs: [
          {
            cardId: 'me2pt5-183',
            name: "Boss's Orders",
            field: 'supertype' as const,
            from: 'Pokémon',
            to: 'Trainer',
            reason: "its subtype Supporter is a Trainer card's",
          },
        ],
      },
    };
    const api = fakeCardsApi({
      adminCardsStart: () => {
        api.state.recent = [importJob()];
        return json(202, importJob());
      },
      adminCardsGet: () => json(200, repaired),
    });
    renderAdmin('/admin/cards');
    await userEvent.type(await screen.findByRole('textbox', { name: /Folder or URL/ }), SOURCE);
    await userEvent.click(importButton());

    const repairs = await within(catalogue()).findByRole('list', {
      name: 'Repaired where the card data contradicts itself:',
    });
    expect(
      within(repairs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      "me2pt5-183 Boss's Orders: supertype Pokémon → Trainer (its subtype Supporter is a Trainer card's)",
    ]);
    expect(liveRegion()).toHaveTextContent(`Import finished: ${SUMMARY}; 1 repair of the card data`);
  });

  it("shows the server's message when the source is refused, and no progress", async () => {
    const api = fakeCardsApi({
      adminCardsStart: apiError(400, 'There is no folder /srv/nope on the server.'),
    });
    renderAdmin('/admin/cards');
    await userEvent.type(await screen.findByRole('textbox', { name: /Folder or URL/ }), '/srv/nope');
    await userEvent.click(importButton());

    expect(
      await within(catalogue()).findByText('There is no folder /srv/nope on the server.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).not.toBeInTheDocument();
    expect(importButton()).toBeEnabled();
    expect(api.seen('adminCardsGet')).toHaveLength(0);

    // Editing the source clears the message.
    await userEvent.type(sourceField(), '2');
    expect(
      within(catalogue()).queryByText('There is no folder /srv/nope on the server.'),
    ).not.toBeInTheDocument();
  });

  it('says when another import runs, and follows that one', async () => {
    const other = importJob({ source: '/data/pokemon-tcg-data', phase: 'writing', done: 100, total: 20360 });
    const api = fakeCardsApi({
      adminCardsStart: () => {
        api.state.recent = [other];
        return apiError(409, 'An import is already running; wait for it to finish.');
      },
      adminCardsGet: () => json(200, other),
    });
    renderAdmin('/admin/cards');
    await userEvent.type(await screen.findByRole('textbox', { name: /Folder or URL/ }), SOURCE);
    await userEvent.click(importButton());

    expect(
      await within(catalogue()).findByText('An import is already running; wait for it to finish.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('progressbar', { name: 'Import progress' })).toBeInTheDocument();
    expect(within(catalogue()).getByText('100 of 20360')).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it('shows a failed import with its error', async () => {
    const failed = importJob({ status: 'failed', error: 'sets/en.json is missing in /data/x.' });
    fakeCardsApi({
      adminCardsStart: json(202, importJob()),
      adminCardsGet: () => json(200, failed),
    });
    renderAdmin('/admin/cards');
    await userEvent.type(await screen.findByRole('textbox', { name: /Folder or URL/ }), '/data/x');
    await userEvent.click(importButton());

    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('Import failed: sets/en.json is missing in /data/x.'),
    );
    const title = within(catalogue()).getByText('Import failed', { selector: '.MuiAlertTitle-root' });
    expect(title.closest('.MuiAlert-root')).toHaveClass('MuiAlert-colorError');
    expect(title.closest('.MuiAlert-root')).toHaveTextContent('sets/en.json is missing in /data/x.');
    expect(importButton()).toBeEnabled();
  });
});
