/**
 * Tournament-style decklists of several eras and export spellings, imported against the whole card data set.
 * Runs only when CARD_DATA_DIR points at a pokemon-tcg-data folder; otherwise the suite reports itself skipped.
 */
import { loadCardData } from '../../cards/domain/load-card-data.js';
import type { CardRecord } from '../../cards/domain/card-record.js';
import {
  EXPANDED_BANNED_PRINTS,
  EXPANDED_FORMAT,
  STANDARD_FORMAT,
} from '../../formats/domain/default-formats.js';
import { createLegalityChecker } from '../../cards/domain/format.js';
import type { FormatDefinition } from '../../formats/domain/format-definition.js';
import { createPrintIndex, type PrintIndex } from '../../cards/domain/print-index.js';
import { isSearchCard, isSwitchCard } from '../../cards/domain/card-roles.js';
import { InMemoryCardLookup } from './card-lookup.js';
import { DECK_SECTIONS, sectionOf, type DeckEntry } from './deck-entry.js';
import { validateDeck, type DeckValidation } from './deck-validator.js';
import { exportPtcgl } from './ptcgl-exporter.js';
import { importPtcgl, type PtcglImport } from './ptcgl-resolver.js';

const TODAY = '2026-11-22';
const dataDir = process.env.CARD_DATA_DIR;
const describeWithData = dataDir ? describe : describe.skip;

/** 2026 Standard (H, I, J): Dragapult ex, PTCGL export with a G-mark Ultra Ball print that is legal by reprint. */
const DRAGAPULT_2026 = `Pokémon: 18
4 Dreepy TWM 128
4 Drakloak TWM 129
3 Dragapult ex TWM 130
2 Duskull PRE 35
1 Dusclops PRE 36
1 Dusknoir PRE 37
1 Budew PRE 4
1 Fezandipiti ex SFA 38
1 Munkidori TWM 95

Trainer: 31
4 Lillie's Determination MEG 119
2 Boss's Orders MEG 114
1 Hilda WHT 84
1 Dawn PFL 87
2 Team Rocket's Petrel DRI 176
4 Buddy-Buddy Poffin TEF 144
4 Ultra Ball SVI 196
4 Rare Candy MEG 125
2 Night Stretcher SFA 61
1 Poké Pad POR 81
2 Switch MEG 130
1 Tool Scrapper WHT 85
1 Unfair Stamp TWM 165
1 Rescue Board TEF 159
1 Jamming Tower TWM 153

Energy: 11
5 Basic {R} Energy SVE 2 PH
5 Basic {P} Energy MEE 5
1 Luminous Energy TWM 226

Total Cards: 60`;

/** 2024 Standard Charizard ex (F/G/H era), PTCGL export with PH markers. */
const CHARIZARD_2024 = `Pokémon: 17
3 Charmander PAF 7
1 Charmander MEW 4
1 Charmeleon PAF 8
3 Charizard ex OBF 125 PH
2 Pidgey MEW 16
2 Pidgeot ex OBF 164
1 Rotom V LOR 58
1 Lumineon V BRS 40
1 Fezandipiti ex SFA 38
1 Manaphy BRS 41
1 Radiant Charizard CRZ 20

Trainer: 34
4 Arven SVI 166
4 Iono PAL 185
2 Boss's Orders PAL 172
1 Professor Turo's Scenario PAR 171
4 Rare Candy SVI 191
4 Ultra Ball SVI 196
4 Nest Ball SVI 181
2 Super Rod PAL 188
1 Lost Vacuum CRZ 135
1 Forest Seal Stone SIT 156
1 Defiance Band SVI 169
2 Counter Catcher PAR 160
1 Prime Catcher TEF 157
1 Collapsed Stadium BRS 137
2 Switch SVI 194

Energy: 9
7 Basic {R} Energy SVE 2 PH
2 Jet Energy PAL 190

Total Cards: 60`;

/** 2023 Lost Box, as PTCGL exported it then: basic Energy under the set code 'Energy'. */
const LOST_BOX_2023 = `Pokémon: 15
4 Comfey LOR 79
2 Sableye LOR 70
2 Cramorant LOR 50
1 Radiant Greninja ASR 46
1 Kyogre CEL 3
1 Manaphy BRS 41
1 Mew CEL 11
1 Zapdos PGO 29
1 Lumineon V BRS 40
1 Raikou V BRS 48

Trainer: 31
4 Colress's Experiment LOR 155
2 Boss's Orders PAL 172
2 Roxanne ASR 150
4 Nest Ball SVI 181
4 Battle VIP Pass FST 225
4 Mirage Gate LOR 163
2 Switch Cart ASR 154
1 Escape Rope BST 125
2 Energy Retrieval SVI 171
1 Hisuian Heavy Ball ASR 146
1 Pokégear 3.0 SVI 186
1 Lost Vacuum LOR 162
1 Echoing Horn CRE 136
1 Super Rod PAL 188
1 PokéStop PGO 68

Energy: 14
5 Basic {W} Energy Energy 3
4 Basic {L} Energy Energy 4
3 Basic {R} Energy Energy 2
2 Basic {P} Energy Energy 5

Total Cards: 60`;

/** 2019 TAG TEAM era Pikachu & Zekrom-GX, PTCGO export (Reset Stamp is banned in Expanded today). */
const PIKAROM_2019 = `****** Pokémon Trading Card Game Deck List ******

##Pokémon - 12

* 3 Pikachu & Zekrom-GX TEU 33
* 1 Zapdos TEU 40
* 2 Jirachi TEU 99
* 1 Tapu Koko Prism Star TEU 51
* 1 Dedenne-GX UNB 57
* 1 Eevee & Snorlax-GX TEU 120
* 1 Marshadow UNB 81
* 1 Tapu Koko-GX GRI 47
* 1 Zeraora-GX LOT 86

##Trainer Cards - 35

* 4 Lillie UPR 125
* 2 Guzma BUS 115
* 1 Volkner UPR 135
* 2 Cynthia UPR 119
* 2 Electropower LOT 172
* 4 Electromagnetic Radar UNB 169
* 4 Energy Switch SUM 117
* 2 Switch SUM 132
* 3 Nest Ball SUM 123
* 2 Ultra Ball SUM 135
* 3 Custom Catcher LOT 171
* 2 Pokégear 3.0 UNB 182
* 2 Reset Stamp UNM 206
* 1 Escape Board UPR 122
* 1 Thunder Mountain Prism Star LOT 191

##Energy - 13

* 13 Lightning Energy SUM 167

Total Cards - 60`;

/** 2022-23 Expanded Mew VMAX, Limitless-style spellings (lowercase-free codes, "4x", SVE energy). */
const MEW_EXPANDED = `Pokémon - 13
3 Mew V FST 113
3 Mew VMAX FST 114
2 Genesect V FST 185
1 Oricorio FST 42
1 Meloetta FST 124
1 Tapu Lele-GX GRI 60
1 Dedenne-GX UNB 57
1 Crobat V DAA 104

Trainer - 37
4x Elesa's Sparkle FST 233
2 Guzma BUS 115
1 Marnie SSH 169
1 N FCO 105
2 Professor's Research SSH 178
4 Quick Ball SSH 179
2 Ultra Ball DEX 102
4 Battle VIP Pass FST 225
4 Power Tablet FST 236
4 VS Seeker PHF 109
2 Cross Switcher FST 230
1 Computer Search BCR 137
2 Float Stone PLF 99
2 Trainers' Mail ROS 92
1 Chaotic Swell CEC 187
1 Field Blower GRI 125

Energy - 10
4 Double Turbo Energy BRS 151
4 Fusion Strike Energy FST 244
2 Basic Psychic Energy SVE 5

Total Cards: 60`;

describeWithData(
  `real decklists against the card data set (set CARD_DATA_DIR to run; now ${dataDir ?? 'unset'})`,
  () => {
    let cards: CardRecord[];
    let byId: Map<string, CardRecord>;
    let lookup: InMemoryCardLookup;
    let prints: PrintIndex;

    beforeAll(async () => {
      ({ cards } = await loadCardData(dataDir as string));
      byId = new Map(cards.map((card) => [card.id, card]));
      lookup = new InMemoryCardLookup(cards);
      prints = createPrintIndex(cards);
    });

    const entriesOf = (imported: PtcglImport): DeckEntry[] =>
      DECK_SECTIONS.flatMap((section) =>
        imported.sections[section].map((entry) => ({
          card: byId.get(entry.id) as CardRecord,
          count: entry.count,
          section,
        })),
      );
    const validate = (entries: DeckEntry[], format: FormatDefinition): DeckValidation =>
      validateDeck(entries, format, createLegalityChecker(format, prints, TODAY), {
        printLabel: (card) => `${lookup.setCodes.exportCodeFor(card.setId)} ${card.number}`,
      });
    const importExact = async (text: string) => {
      const imported = await importPtcgl(text, lookup);
      expect(imported.unresolved).toEqual([]);
      expect(imported.notes).toEqual([]);
      return entriesOf(imported);
    };
    const expectRoundTrip = async (entries: DeckEntry[]) => {
      const again = entriesOf(await importPtcgl(exportPtcgl(entries, lookup.setCodes.exportCodeFor), lookup));
      expect(again.map((e) => [e.card.id, e.count])).toEqual(entries.map((e) => [e.card.id, e.count]));
    };

    it('imports a 2026 Standard Dragapult ex list exactly: valid in Standard and Expanded, and round-trips', async () => {
      const deck = await importExact(DRAGAPULT_2026);
      const standard = validate(deck, STANDARD_FORMAT);
      expect(standard).toMatchObject({ valid: true, errors: [], warnings: [] });
      expect(standard.metrics).toMatchObject({
        totalCards: 60,
        sections: { pokemon: 18, trainer: 31, energy: 11 },
      });
      console.log(JSON.stringify(standard.metrics));
      expect(validate(deck, EXPANDED_FORMAT)).toMatchObject({ valid: true, errors: [] });
      await expectRoundTrip(deck);
    });

    it('imports a 2024 Charizard ex list: rotated in Standard, valid in Expanded', async () => {
      const deck = await importExact(CHARIZARD_2024);
      const standard = validate(deck, STANDARD_FORMAT);
      expect(standard.valid).toBe(false);
      expect(standard.errors).toContain(
        'Charizard ex (OBF 125) is not legal in Standard: it has regulation mark G, and Standard allows H, I, J.',
      );
      expect(standard.errors.some((error) => error.startsWith('Ultra Ball'))).toBe(false);
      expect(validate(deck, EXPANDED_FORMAT)).toMatchObject({ valid: true, errors: [] });
      await expectRoundTrip(deck);
    });

    it('imports a 2023 Lost Box list with "Energy" set codes: valid in Expanded only', async () => {
      const deck = await importExact(LOST_BOX_2023);
      expect(validate(deck, STANDARD_FORMAT).valid).toBe(false);
      expect(validate(deck, EXPANDED_FORMAT)).toMatchObject({ valid: true, errors: [], warnings: [] });
      await expectRoundTrip(deck);
    });

    it('imports a 2019 PTCGO TAG TEAM list: Reset Stamp is banned in Expanded', async () => {
      const deck = await importExact(PIKAROM_2019);
      const expanded = validate(deck, EXPANDED_FORMAT);
      expect(expanded.errors).toEqual(['Reset Stamp (UNM 206) is banned in Expanded.']);
      expect(validate(deck, STANDARD_FORMAT).errors).toContain(
        'Pikachu & Zekrom-GX (TEU 33) is not legal in Standard: it has no regulation mark, and Standard allows H, I, J.',
      );
      await expectRoundTrip(deck);
    });

    it('imports an Expanded Mew VMAX list: valid in Expanded', async () => {
      const deck = await importExact(MEW_EXPANDED);
      expect(validate(deck, EXPANDED_FORMAT)).toMatchObject({ valid: true, errors: [] });
      await expectRoundTrip(deck);
    });

    it('files Ascended Heroes Supporters (supertype Pokémon in the public data) as Trainers: 18 and 31, not 27 and 22', async () => {
      // The Dragapult list with its Supporters taken from Ascended Heroes, by set code and by name only.
      const text = DRAGAPULT_2026.replace(
        "4 Lillie's Determination MEG 119",
        "4 Lillie's Determination ASC 192",
      )
        .replace("2 Boss's Orders MEG 114", "2 Boss's Orders ASC 183")
        .replace("2 Team Rocket's Petrel DRI 176", "2 Team Rocket's Petrel");
      const imported = await importPtcgl(text, lookup, {
        isPreferred: (card) => createLegalityChecker(STANDARD_FORMAT, prints, TODAY)(card).legal,
      });
      expect(imported.unresolved).toEqual([]);
      expect(imported.sections.trainer.map((entry) => entry.id)).toEqual(
        expect.arrayContaining(['me2pt5-192', 'me2pt5-183']),
      );
      const deck = entriesOf(imported);
      expect(validate(deck, STANDARD_FORMAT)).toMatchObject({
        valid: true,
        metrics: { sections: { pokemon: 18, trainer: 31, energy: 11 } },
      });
    });

    it('reads gallery subsets as PTCGL exports them (CRZ-GG 29, BRS-TG 17): the exact print, no note', async () => {
      // Lines of a PTCGL export of 2024 (a Dipplin list) and of a Limitless-image test, as stored publicly;
      // docs/deck-rules.md section 7 cites them.
      const imported = await importPtcgl(
        [
          '1 Bidoof CRZ-GG 29',
          '1 Bibarel CRZ-GG 25',
          '1 Mimikyu VMAX BRS-TG 17',
          '1 Hoothoot ASR-TG 12',
          '1 Scyther HIF-SV 1',
          '1 Charizard VMAX SHF-SV 107',
        ].join('\n'),
        lookup,
      );
      expect(imported).toMatchObject({ unresolved: [], notes: [] });
      expect(imported.sections.pokemon.map((entry) => entry.id)).toEqual([
        'swsh12pt5gg-GG29',
        'swsh12pt5gg-GG25',
        'swsh9tg-TG17',
        'swsh10tg-TG12',
        'sma-SV1',
        'swsh45sv-SV107',
      ]);
    });

    describe('hand-made illegal decks (edits of the Dragapult list)', () => {
      const edit = (from: string, to: string) => DRAGAPULT_2026.replace(from, to);
      const errorsOf = async (text: string, format: FormatDefinition = STANDARD_FORMAT) =>
        validate(entriesOf(await importPtcgl(text, lookup)), format).errors;

      it('5 copies across two prints', async () => {
        expect(await errorsOf(edit('1 Poké Pad POR 81', '1 Ultra Ball MEG 131'))).toEqual([
          'The deck has 5 copies of Ultra Ball (4 × SVI 196, 1 × MEG 131); no more than 4 cards with the same name are allowed.',
        ]);
      });

      it('two ACE SPEC cards', async () => {
        expect(await errorsOf(edit('1 Rescue Board TEF 159', '1 Prime Catcher TEF 157'))).toEqual([
          'The deck has 2 ACE SPEC cards (Unfair Stamp, Prime Catcher); only 1 ACE SPEC card is allowed.',
        ]);
      });

      it('two Radiant Pokémon (Expanded)', async () => {
        const text = edit('1 Munkidori TWM 95', '1 Radiant Greninja ASR 46').replace(
          '1 Budew PRE 4',
          '1 Radiant Charizard CRZ 20',
        );
        expect(await errorsOf(text, EXPANDED_FORMAT)).toEqual([
          'The deck has 2 Radiant Pokémon (Radiant Charizard, Radiant Greninja); only 1 Radiant Pokémon is allowed.',
        ]);
      });

      it('no Basic Pokémon', async () => {
        const text = DRAGAPULT_2026.replace(
          /^\d+ (Dreepy|Duskull|Budew|Fezandipiti ex|Munkidori) .*$/gm,
          '',
        ).concat('\n');
        expect(await errorsOf(text)).toEqual([
          'The deck has no Basic Pokémon; it needs at least one to start the game.',
        ]);
      });

      it('61 cards', async () => {
        expect(await errorsOf(edit('5 Basic {P} Energy MEE 5', '6 Basic {P} Energy MEE 5'))).toEqual([
          'The deck has 61 cards; a deck must have exactly 60 cards.',
        ]);
      });

      it('a banned Expanded card', async () => {
        expect(
          await errorsOf(edit('1 Tool Scrapper WHT 85', "1 Lysandre's Trump Card PHF 99"), EXPANDED_FORMAT),
        ).toEqual(["Lysandre's Trump Card (PHF 99) is banned in Expanded."]);
      });

      it('a G-mark card in Standard', async () => {
        expect(await errorsOf(edit('1 Hilda WHT 84', '1 Iono PAL 185'))).toEqual([
          'Iono (PAL 185) is not legal in Standard: it has regulation mark G, and Standard allows H, I, J.',
        ]);
      });
    });

    it('names every banned Expanded print exactly as the data does', () => {
      for (const banned of EXPANDED_BANNED_PRINTS) {
        expect(prints.printAt(banned.setId, banned.number)?.name).toBe(banned.name);
      }
    });

    it('classifies real search and switch cards', () => {
      const named = (id: string) => byId.get(id) as CardRecord;
      for (const id of ['me1-131', 'sv5-144', 'sv1-166', 'swsh10-147', 'sv1-181', 'sv3-164'])
        expect(isSearchCard(named(id))).toBe(true);
      for (const id of ['sv1-183', 'sv1-186', 'sv8-164', 'me1-114'])
        expect(isSearchCard(named(id))).toBe(false);
      for (const id of ['me1-130', 'swsh10-154', 'sv5-157', 'bw9-99', 'sv5-159', 'sv2-190', 'sv8-76'])
        expect(isSwitchCard(named(id))).toBe(true);
      for (const id of ['me1-114', 'sv6-160', 'sv10-36']) expect(isSwitchCard(named(id))).toBe(false);
    });

    it('exports and re-imports every print of the data set to itself', async () => {
      const misses: string[] = [];
      for (const card of cards) {
        const entry: DeckEntry = { card, count: 1, section: sectionOf(card) };
        const result = await importPtcgl(exportPtcgl([entry], lookup.setCodes.exportCodeFor), lookup);
        const ids = DECK_SECTIONS.flatMap((section) => result.sections[section].map((e) => e.id));
        if (ids.length !== 1 || ids[0] !== card.id)
          misses.push(`${card.id} → ${ids.join(',') || result.unresolved[0]?.reason}`);
      }
      expect(misses).toEqual([]);
    }, 120_000);
  },
);
