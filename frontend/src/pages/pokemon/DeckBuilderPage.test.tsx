import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, json, mockApi, refreshAs } from '../../test/api-mock';
import { LocationProbe, renderRoutes } from '../../test/render';
import { makeCard, makeSearchResult } from '../../cards/test/fixtures';
import { makeDeck, makeDeckCard, makeMetrics, makeValidation } from '../../decks/test/fixtures';
import type { DeckDetailDto } from '../../api/generated/types.gen';
import { DeckBuilderPage } from './DeckBuilderPage';

/** Matches the element whose whole text (across child elements) is `text`. */
const textContent = (text: string) => (_content: string, element: Element | null) =>
  element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);

function renderBuilder(api: Parameters<typeof mockApi>[0], path = '/pokemon/deck/7') {
  const mock = mockApi({ authRefresh: refreshAs('MEMBER'), ...api });
  const utils = renderRoutes(
    [
      { path: '/pokemon/deck/:id', element: <DeckBuilderPage /> },
      { path: '/pokemon/decks', element: <LocationProbe /> },
    ],
    path,
  );
  return { ...mock, ...utils };
}

const pikachu = makeDeckCard({
  id: 'sv1-63',
  name: 'Pikachu ex',
  types: ['Lightning'],
  setCode: 'SVI',
  number: '63',
  count: 2,
});
const arven = makeDeckCard({
  id: 'sv1-166',
  name: 'Arven',
  supertype: 'Trainer',
  types: [],
  setCode: 'SVI',
  number: '166',
  count: 4,
});
const energy = makeDeckCard({
  id: 'sve-4',
  name: 'Basic Lightning Energy',
  supertype: 'Energy',
  types: [],
  setCode: 'SVE',
  number: '4',
  count: 10,
});

const deckWith = (overrides: Partial<DeckDetailDto> = {}) =>
  makeDeck({ id: 7, name: 'Sparks', cards: [pikachu, arven, energy], ...overrides });

describe('DeckBuilderPage', () => {
  it("shows 'Loading deck...' and then the deck", async () => {
    let answer: (r: Response) => void = () => undefined;
    renderBuilder({ decksGet: () => new Promise<Response>((resolve) => (answer = resolve)) });
    expect(await screen.findByText('Loading deck...')).toBeInTheDocument();
    answer(json(200, deckWith()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sparks' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Deck Name/ })).toHaveValue('Sparks');
    expect(screen.getByRole('link', { name: 'Back to Decks' })).toHaveAttribute('href', '/pokemon/decks');
    for (const name of ['Add Cards', 'Save', 'Import', 'Export', 'Print deck list']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("says 'Deck not found' for another member's (or a missing) deck", async () => {
    renderBuilder({ decksGet: apiError(404, 'Deck not found') });
    expect(await screen.findByRole('heading', { name: 'Deck not found' })).toBeInTheDocument();
  });

  it("says 'Deck not found' for an id that cannot be a deck, without asking", async () => {
    const { requests } = renderBuilder({}, '/pokemon/deck/abc');
    expect(await screen.findByRole('heading', { name: 'Deck not found' })).toBeInTheDocument();
    expect(requests.filter((r) => r.operation !== 'authRefresh')).toHaveLength(0);
  });

  it.each([
    [makeValidation({ valid: true }), 'Deck is valid'],
    [makeValidation({ errors: ['e1', 'e2'], warnings: ['w1'] }), '2 error(s) found'],
    [makeValidation({ warnings: ['w1', 'w2', 'w3'] }), '3 warning(s) found'],
    [makeValidation(), 'Deck incomplete'],
  ])('shows the status badge %#: %s', async (validation, label) => {
    renderBuilder({ decksGet: json(200, deckWith({ validation })) });
    const summary = await screen.findByRole('region', { name: 'Sparks' });
    expect(within(summary).getByRole('status')).toHaveTextContent(label);
  });

  it("lists the first 3 errors and warnings with '+N more errors...' and '+N more warnings...'", async () => {
    const validation = makeValidation({
      errors: ['Error one', 'Error two', 'Error three', 'Error four', 'Error five'],
      warnings: ['Warning one', 'Warning two', 'Warning three', 'Warning four'],
    });
    renderBuilder({ decksGet: json(200, deckWith({ validation })) });
    const summary = await screen.findByRole('region', { name: 'Sparks' });
    const errors = within(summary).getByRole('list', { name: 'Errors' });
    expect(within(errors).getByText('Error three')).toBeInTheDocument();
    expect(within(errors).queryByText('Error four')).not.toBeInTheDocument();
    expect(within(errors).getByText('+2 more errors...')).toBeInTheDocument();
    const warnings = within(summary).getByRole('list', { name: 'Warnings' });
    expect(within(warnings).queryByText('Warning four')).not.toBeInTheDocument();
    expect(within(warnings).getByText('+1 more warnings...')).toBeInTheDocument();
    // the Suggestions panel lists all of them
    const suggestions = screen.getByRole('region', { name: 'Suggestions' });
    expect(within(suggestions).getByText('Error five')).toBeInTheDocument();
    expect(within(suggestions).getByText('Warning four')).toBeInTheDocument();
  });

  it('shows the tiles and only the metrics that are present', async () => {
    const validation = makeValidation({
      metrics: makeMetrics({
        totalCards: 16,
        sections: { pokemon: 2, trainer: 4, energy: 10 },
        basicPokemon: 2,
        exPokemon: 2,
        searchCards: 4,
      }),
    });
    renderBuilder({ decksGet: json(200, deckWith({ validation })) });
    const tiles = await screen.findByRole('list', { name: 'Card counts' });
    expect(within(tiles).getByText('16/60')).toBeInTheDocument();
    const metrics = screen.getByRole('list', { name: 'Deck metrics' });
    expect(
      within(metrics)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2Basic Pokémon', '2ex Pokémon', '4Search Cards']);
  });

  it('shows the sections with distinct counts, and +1 shows the deck the server answers', async () => {
    const after = deckWith({ cards: [{ ...pikachu, count: 3 }, arven, energy] });
    const { requests } = renderBuilder({
      decksGet: json(200, deckWith()),
      decksChangeCard: json(200, after),
    });
    expect(await screen.findByRole('heading', { name: 'Pokémon (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trainer Cards (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Energy (1)' })).toBeInTheDocument();
    const pokemon = screen.getByRole('region', { name: 'Pokémon (1)' });
    expect(within(pokemon).getByText('SVI 63')).toBeInTheDocument();
    expect(within(pokemon).getByText(textContent('2 copies'))).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add one Pikachu ex' }));
    expect(await within(pokemon).findByText(textContent('3 copies'))).toBeInTheDocument();
    expect(requests.find((r) => r.operation === 'decksChangeCard' && r.params.id === '7')?.body).toEqual({
      cardId: 'sv1-63',
      section: 'pokemon',
      countDelta: 1,
    });
  });

  it('-1 sends countDelta -1 in the card’s section and shows a refused change', async () => {
    const { requests } = renderBuilder({
      decksGet: json(200, deckWith()),
      decksChangeCard: apiError(400, 'A deck holds at most 60 copies of one card.'),
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove one Arven' }));
    expect(await screen.findByText('A deck holds at most 60 copies of one card.')).toBeInTheDocument();
    expect(requests.find((r) => r.operation === 'decksChangeCard' && r.params.id === '7')?.body).toEqual({
      cardId: 'sv1-166',
      section: 'trainer',
      countDelta: -1,
    });
  });

  it('imports a PTCGL list card by card and keeps the unresolved lines on the page', async () => {
    const imported = deckWith({ cards: [pikachu, { ...arven, count: 3 }, energy] });
    const { requests } = renderBuilder({
      decksGet: [json(200, makeDeck({ id: 7, name: 'Sparks', format: 'expanded' })), json(200, imported)],
      decksImportPtcgl: json(200, {
        sections: {
          pokemon: [{ id: 'sv1-63', section: 'pokemon', count: 2 }],
          trainer: [{ id: 'sv1-166', section: 'trainer', count: 3 }],
          energy: [],
        },
        unresolved: [{ line: 4, text: '2 Missingno XYZ 1', reason: 'No card named Missingno' }],
        notes: [],
      }),
      decksChangeCard: [json(200, imported), json(200, imported)],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import PTCGL Deck' });
    const textarea = within(dialog).getByRole('textbox', { name: 'PTCGL deck list' });

    // blank: nothing happens
    await user.type(textarea, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(requests.filter((r) => r.operation === 'decksImportPtcgl')).toHaveLength(0);

    await user.clear(textarea);
    await user.type(textarea, 'Pokémon: 2{Enter}2 Pikachu ex SVI 63');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const alert = await screen.findByRole('list', { name: 'Unresolved lines' });
    expect(alert).toHaveTextContent('Line 4: 2 Missingno XYZ 1 — No card named Missingno');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(requests.find((r) => r.operation === 'decksImportPtcgl')?.body).toEqual({
      text: 'Pokémon: 2\n2 Pikachu ex SVI 63',
      format: 'expanded',
    });
    expect(
      requests.filter((r) => r.operation === 'decksChangeCard' && r.params.id === '7').map((r) => r.body),
    ).toEqual([
      { cardId: 'sv1-63', section: 'pokemon', count: 2 },
      { cardId: 'sv1-166', section: 'trainer', count: 3 },
    ]);
    // the deck is loaded again
    await waitFor(() =>
      expect(requests.filter((r) => r.operation === 'decksGet' && r.params.id === '7')).toHaveLength(2),
    );
    expect(await screen.findByRole('heading', { name: 'Trainer Cards (1)' })).toBeInTheDocument();

    // the text is cleared for the next import
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('textbox', { name: 'PTCGL deck list' }),
    ).toHaveValue('');
  });

  it('picks the print of an ambiguous line in one click: remembers it, adds it and moves focus to the outcome', async () => {
    const zoruaTwm = makeCard({
      id: 'sv6-97',
      name: 'Zorua',
      setName: 'Twilight Masquerade',
      setCode: 'TWM',
      number: '97',
    });
    const zoruaPal = makeCard({
      id: 'sv2-120',
      name: 'Zorua',
      setName: 'Paldea Evolved',
      setCode: 'PAL',
      number: '120',
    });
    const withZorua = deckWith({ cards: [pikachu, arven, energy, makeDeckCard({ ...zoruaPal, count: 2 })] });
    let remember: (r: Response) => void = () => undefined;
    const { requests } = renderBuilder({
      decksGet: [json(200, deckWith()), json(200, deckWith()), json(200, withZorua)],
      decksImportPtcgl: json(200, {
        sections: { pokemon: [], trainer: [], energy: [] },
        unresolved: [
          {
            line: 1,
            text: '2 Zorua',
            reason:
              '"Zorua" is 2 different cards: Zorua (TWM 97), Zorua (PAL 120). Add the set code and number of the one you mean.',
            candidates: ['sv6-97', 'sv2-120'],
            written: { count: 2, name: 'Zorua', setCode: null, number: null },
            choices: [zoruaTwm, zoruaPal],
          },
        ],
        notes: [],
      }),
      decksRememberPrint: [
        apiError(400, 'Zorua (sv2-120) is not a print of "Zorua".'),
        () => new Promise<Response>((resolve) => (remember = resolve)),
      ],
      decksChangeCard: json(200, withZorua),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import PTCGL Deck' });
    await user.type(within(dialog).getByRole('textbox', { name: 'PTCGL deck list' }), '2 Zorua');
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));

    const picker = await screen.findByRole('group', { name: 'Pick the print you mean for “2 Zorua”:' });
    const pal = within(picker).getByRole('button', { name: 'Add 2 × Zorua, Paldea Evolved PAL 120' });
    expect(
      within(picker).getByRole('button', { name: 'Add 2 × Zorua, Twilight Masquerade TWM 97' }),
    ).toBeEnabled();

    // A refused pick says why, keeps the choices and adds nothing.
    await user.click(pal);
    const error = await within(picker).findByRole('alert');
    expect(error).toHaveTextContent('Zorua (sv2-120) is not a print of "Zorua".');
    expect(error).toHaveFocus();
    expect(requests.filter((r) => r.operation === 'decksChangeCard')).toHaveLength(0);

    // While the pick is saved, every choice waits; then the print is added with the line's count.
    await user.click(pal);
    await waitFor(() =>
      expect(within(picker).getByRole('button', { name: /Twilight Masquerade/ })).toBeDisabled(),
    );
    expect(picker).toHaveAttribute('aria-busy', 'true');
    remember(json(200, { code: null, number: null, name: 'Zorua', cardId: 'sv2-120' }));
    const outcome = await screen.findByText(
      /Added 2 × Zorua \(PAL 120\)\. Your next imports use this print for “2 Zorua”\./,
    );
    await waitFor(() => expect(outcome.closest('[role="status"]')).toHaveFocus());
    expect(requests.filter((r) => r.operation === 'decksRememberPrint').map((r) => r.body)).toEqual([
      { code: null, number: null, name: 'Zorua', cardId: 'sv2-120' },
      { code: null, number: null, name: 'Zorua', cardId: 'sv2-120' },
    ]);
    expect(requests.filter((r) => r.operation === 'decksChangeCard').map((r) => r.body)).toEqual([
      { cardId: 'sv2-120', section: 'pokemon', count: 2 },
    ]);
    await waitFor(() =>
      expect(requests.filter((r) => r.operation === 'decksGet' && r.params.id === '7')).toHaveLength(3),
    );
  });

  it('saves name, format and notes', async () => {
    const { requests } = renderBuilder({
      decksGet: json(200, deckWith()),
      decksUpdate: json(200, deckWith({ name: 'Thunder', format: 'expanded', notes: 'v2' })),
    });
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /Deck Name/ });
    await user.clear(name);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Thunder');
    await user.click(screen.getByRole('combobox', { name: 'Format' }));
    await user.click(screen.getByRole('option', { name: 'Expanded' }));
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'v2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thunder' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'Thunder',
      format: 'expanded',
      notes: 'v2',
    });
    expect(screen.queryByText(/Unsaved changes/)).toBeNull();
  });

  it('asks before leaving with the name, format or notes unsaved', async () => {
    renderBuilder({ decksGet: json(200, deckWith()) });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Notes' }), 'Try two Iono');
    expect(screen.getByText('Unsaved changes to the name, format or notes')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Decks' }));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Try two Iono');
    await user.click(screen.getByRole('link', { name: 'Back to Decks' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/pokemon/decks');
  });

  it('exports the PTCGL text and copies it', async () => {
    renderBuilder({
      decksGet: json(200, deckWith()),
      decksExportPtcgl: json(200, { text: 'Pokémon: 2\n2 Pikachu ex SVI 63' }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export PTCGL Deck' });
    expect(within(dialog).getByRole('textbox', { name: 'PTCGL deck list' })).toHaveValue(
      'Pokémon: 2\n2 Pikachu ex SVI 63',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy to Clipboard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await navigator.clipboard.readText()).toBe('Pokémon: 2\n2 Pikachu ex SVI 63');
  });

  it('searches in Add Cards only for a non-blank query and adds one copy in the right section', async () => {
    const ball = makeCard({
      id: 'sv1-196',
      name: 'Ultra Ball',
      supertype: 'Trainer',
      types: [],
      setCode: 'SVI',
      number: '196',
    });
    const megaBall = { ...ball, id: 'me1-131', setCode: 'MEG', number: '131' };
    const { requests } = renderBuilder({
      decksGet: json(200, deckWith()),
      cardsSearch: json(200, makeSearchResult([ball, megaBall])),
      decksChangeCard: json(
        200,
        deckWith({ cards: [pikachu, arven, makeDeckCard({ ...ball, count: 1 }), energy] }),
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Cards' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Cards' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search cards' }), '   {Enter}');
    expect(requests.filter((r) => r.operation === 'cardsSearch')).toHaveLength(0);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search cards' }), 'ultra ball{Enter}');
    // Each print's button says which print it adds.
    expect(
      await within(dialog).findByRole('button', { name: 'Add Ultra Ball (MEG 131) to deck' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Ultra Ball (SVI 196) to deck' }));
    await waitFor(() =>
      expect(requests.find((r) => r.operation === 'decksChangeCard' && r.params.id === '7')?.body).toEqual({
        cardId: 'sv1-196',
        section: 'trainer',
        countDelta: 1,
      }),
    );
    expect(await within(dialog).findByText(/1 in deck/)).toBeInTheDocument();
    expect(await screen.findByText('Added Ultra Ball to Sparks')).toBeInTheDocument();
  });

  it('analyses an empty deck: no cards to analyze, no suggestions, and the tips', async () => {
    renderBuilder({ decksGet: json(200, makeDeck({ id: 7, name: '' })) });
    expect(await screen.findByRole('heading', { name: 'Untitled Deck', level: 2 })).toBeInTheDocument();
    const curve = screen.getByRole('region', { name: 'Type Curve' });
    expect(within(curve).getByText('No cards to analyze')).toBeInTheDocument();
    const suggestions = screen.getByRole('region', { name: 'Suggestions' });
    expect(within(suggestions).getByText('No suggestions available')).toBeInTheDocument();
    // Not 'Your deck looks good!' beside 'Deck incomplete' and 0/60.
    expect(within(suggestions).getByText('Add cards to your deck to see suggestions.')).toBeInTheDocument();
    expect(within(suggestions).queryByText(/looks good/)).not.toBeInTheDocument();
    for (const tip of [
      '8-14 energy cards',
      '6 or more search cards',
      '2 or more switch/retrieval cards',
      'Exactly 60 cards',
    ]) {
      expect(within(suggestions).getByText(tip)).toBeInTheDocument();
    }
  });

  it('shows the type distribution, the energy analysis and the opening-hand odds', async () => {
    const deck = deckWith({
      odds: {
        openingBasic: 0.8754,
        mulligan: 0.1246,
        cards: [
          { cardId: 'sv1-63', inOpeningHand: 0.2157, byFirstTurn: 0.2441 },
          { cardId: 'sv1-166', inOpeningHand: 0.3995, byFirstTurn: 0.4433 },
          { cardId: 'sve-4', inOpeningHand: 0.8, byFirstTurn: 0.85 },
        ],
      },
    });
    renderBuilder({ decksGet: json(200, deck) });
    const curve = await screen.findByRole('region', { name: 'Type Curve' });
    expect(within(curve).getByRole('list', { name: 'Pokémon per type' })).toHaveTextContent('Lightning2');
    expect(within(curve).getByText('Energy count is within recommended range.')).toBeInTheDocument();

    const hand = screen.getByRole('region', { name: 'Opening Hand' });
    expect(within(hand).getByText('87.5%')).toBeInTheDocument();
    expect(within(hand).getByText('21.6%')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(hand).getByRole('combobox', { name: 'Card' }));
    await user.click(screen.getByRole('option', { name: /Arven/ }));
    expect(within(hand).getByText('40.0%')).toBeInTheDocument();
    expect(within(hand).getByText('44.3%')).toBeInTheDocument();
  });

  it('opens a printable deck list', async () => {
    renderBuilder({ decksGet: json(200, deckWith()) });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print deck list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Print deck list' });
    const pokemon = within(dialog).getByRole('table', { name: 'Pokémon: 2' });
    expect(
      within(pokemon)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Count', 'Name', 'Set', 'Number', 'Regulation Mark']);
    expect(within(pokemon).getByRole('row', { name: '2 Pikachu ex SVI 63 H' })).toBeInTheDocument();
  });
});
