import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from '../../auth/session';
import { apiError, json, type SeenRequest } from '../../test/api-mock';
import { forgetCurrentUser } from '../current-user';
import { renderAdmin } from '../test/render-admin';
import { deferred, fakeCardsApi } from '../test/cards-fake-api';
import { expandedFormat, standardFormat } from '../test/cards-fixtures';

afterEach(() => {
  clearSession();
  forgetCurrentUser();
});

const muteExpectedErrors = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);
const formatForm = (label: 'Standard' | 'Expanded') => screen.getByRole('form', { name: label });
const puts = (requests: SeenRequest[]) => requests.filter((r) => r.method === 'PUT');

describe('Formats (/admin/cards)', () => {
  it('saves the Standard marks with exactly {legalMarks}, saying Saving… meanwhile', async () => {
    const put = deferred();
    const { requests } = fakeCardsApi({ formatsUpdate: put.reply });
    renderAdmin('/admin/cards');
    const marks = await screen.findByRole('textbox', { name: 'Legal regulation marks' });
    expect(marks).toHaveValue('G, H, I');

    await userEvent.clear(marks);
    await userEvent.type(marks, 'H, I, J');
    await userEvent.click(within(formatForm('Standard')).getByRole('button', { name: 'Save Standard' }));

    const saving = await within(formatForm('Standard')).findByRole('button', { name: 'Saving…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(within(formatForm('Standard')).getByRole('status')).toHaveTextContent(
      'Saving Standard; card legality is being recomputed.',
    );
    // A second press while saving sends nothing more.
    await userEvent.click(saving);
    expect(puts(requests)).toHaveLength(1);

    put.release(json(200, { ...standardFormat, legalMarks: ['H', 'I', 'J'] }));
    expect(await screen.findByText('Format saved; card legality updated')).toBeInTheDocument();
    expect(within(formatForm('Standard')).getByRole('button', { name: 'Save Standard' })).toBeInTheDocument();
    expect(marks).toHaveValue('H, I, J');

    const [sent] = puts(requests);
    expect([sent?.operation, sent?.params.code]).toEqual(['formatsUpdate', 'standard']);
    expect(sent?.body).toEqual({ legalMarks: ['H', 'I', 'J'] });
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-ADMIN');
  });

  it('marks a bad regulation mark next to the field and sends nothing', async () => {
    const { requests } = fakeCardsApi();
    renderAdmin('/admin/cards');
    const marks = await screen.findByRole('textbox', { name: 'Legal regulation marks' });
    await userEvent.clear(marks);
    await userEvent.type(marks, 'H, i');
    await userEvent.click(within(formatForm('Standard')).getByRole('button', { name: 'Save Standard' }));

    expect(await within(formatForm('Standard')).findByRole('alert')).toHaveTextContent(
      'Please correct the marked fields.',
    );
    expect(marks).toHaveAttribute('aria-invalid', 'true');
    expect(marks).toHaveAccessibleDescription(
      "Each regulation mark is one capital letter, e.g. H; 'i' is not.",
    );
    expect(marks).toHaveFocus();
    expect(puts(requests)).toHaveLength(0);

    // Fixing it clears the message as the admin types.
    await userEvent.type(marks, '{Backspace}I');
    expect(marks).toHaveAttribute('aria-invalid', 'false');
    expect(marks).toHaveAccessibleDescription('Comma-separated capital letters, e.g. G, H, I');
  });

  it('says when there is nothing to save', async () => {
    const { requests } = fakeCardsApi();
    renderAdmin('/admin/cards');
    await screen.findByRole('textbox', { name: 'Legal regulation marks' });
    const expanded = formatForm('Expanded');
    expect(within(expanded).getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(within(expanded).getByRole('button', { name: 'Save Expanded' }));
    await waitFor(() =>
      expect(within(expanded).getByRole('status')).toHaveTextContent(
        'Nothing to save: Expanded has no changes.',
      ),
    );
    expect(within(expanded).getAllByText('Nothing to save: Expanded has no changes.')).toHaveLength(2);
    expect(puts(requests)).toHaveLength(0);
  });

  it('edits the Expanded tables, checks each cell, and sends only what changed', async () => {
    const { requests } = fakeCardsApi({
      formatsUpdate: (request) => json(200, { ...expandedFormat, ...(request.body as object) }),
    });
    renderAdmin('/admin/cards');
    await screen.findByRole('textbox', { name: 'First series' });
    const expanded = formatForm('Expanded');
    expect(within(expanded).getByRole('textbox', { name: 'First series' })).toHaveValue('Black & White');
    expect(within(expanded).getByRole('textbox', { name: 'First release date' })).toHaveValue('2011-04-25');
    expect(
      within(expanded).queryByRole('textbox', { name: 'Legal regulation marks' }),
    ).not.toBeInTheDocument();

    const prints = within(expanded).getByRole('table', { name: 'Banned prints' });
    expect(
      within(prints)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Set id', 'Number', 'Actions']);
    await userEvent.click(within(expanded).getByRole('button', { name: 'Add banned print' }));
    const name = within(prints).getByRole('textbox', { name: 'Name, banned print 1' });
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Forest of Giant Plants');
    await userEvent.type(within(prints).getByRole('textbox', { name: 'Set id, banned print 1' }), 'ao 1');
    await userEvent.type(within(prints).getByRole('textbox', { name: 'Number, banned print 1' }), '74/98');

    const dates = within(expanded).getByRole('table', { name: 'Set legal-from dates' });
    await userEvent.click(within(expanded).getByRole('button', { name: 'Add set date' }));
    await userEvent.type(within(dates).getByRole('textbox', { name: 'Set id, set date 1' }), 'sv6');
    await userEvent.type(within(dates).getByRole('textbox', { name: 'Legal from, set date 1' }), '2024-6-7');

    await userEvent.click(within(expanded).getByRole('button', { name: 'Save Expanded' }));
    expect(
      within(prints).getByRole('textbox', { name: 'Set id, banned print 1' }),
    ).toHaveAccessibleDescription('A set id such as sv6.');
    expect(
      within(prints).getByRole('textbox', { name: 'Number, banned print 1' }),
    ).toHaveAccessibleDescription('A card number such as 99 or TG12.');
    expect(
      within(dates).getByRole('textbox', { name: 'Legal from, set date 1' }),
    ).toHaveAccessibleDescription('A date YYYY-MM-DD, e.g. 2026-04-10.');
    expect(puts(requests)).toHaveLength(0);

    const setId = within(prints).getByRole('textbox', { name: 'Set id, banned print 1' });
    await userEvent.clear(setId);
    await userEvent.type(setId, 'ao');
    const number = within(prints).getByRole('textbox', { name: 'Number, banned print 1' });
    await userEvent.clear(number);
    await userEvent.type(number, '74');
    // The set date is dropped again: its row goes, the focus goes to its add button.
    await userEvent.click(within(dates).getByRole('button', { name: 'Remove set date 1' }));
    expect(within(expanded).getByRole('button', { name: 'Add set date' })).toHaveFocus();
    expect(within(dates).getByText('None.')).toBeInTheDocument();

    await userEvent.click(within(expanded).getByRole('button', { name: 'Save Expanded' }));
    expect(await screen.findByText('Format saved; card legality updated')).toBeInTheDocument();
    expect(puts(requests).map((r) => [r.params.code, r.body])).toEqual([
      ['expanded', { bannedPrints: [{ name: 'Forest of Giant Plants', setId: 'ao', number: '74' }] }],
    ]);
  });

  it("shows the server's message when saving fails, and keeps the edits", async () => {
    muteExpectedErrors();
    fakeCardsApi({
      formatsUpdate: apiError(400, 'firstSetReleaseDate must be a date YYYY-MM-DD.'),
    });
    renderAdmin('/admin/cards');
    const date = await screen.findByRole('textbox', { name: 'First release date' });
    await userEvent.clear(date);
    await userEvent.type(date, '2013-02-06');
    await userEvent.click(within(formatForm('Expanded')).getByRole('button', { name: 'Save Expanded' }));
    expect(await screen.findByText('firstSetReleaseDate must be a date YYYY-MM-DD.')).toBeInTheDocument();
    expect(date).toHaveValue('2013-02-06');
    await waitFor(() =>
      expect(within(formatForm('Expanded')).getByRole('button', { name: 'Save Expanded' })).toBeEnabled(),
    );
  });
});
