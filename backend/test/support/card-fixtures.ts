/**
 * Builders for the few cards a unit test needs, with real card texts where the test depends on them. Used by the
 * domain specs (and by any other spec that wants a card without the data set).
 */
import type { CardAttack, CardRecord } from '../../src/cards/domain/card-record.js';

interface SetInfo {
  name: string;
  code: string | null;
  series: string;
  release: string | null;
}

/** The sets the fixtures use, as the data set describes them. */
export const FIXTURE_SETS: Readonly<Record<string, SetInfo>> = {
  base1: { name: 'Base', code: 'BS', series: 'Base', release: '1999-01-09' },
  col1: { name: 'Call of Legends', code: 'CL', series: 'HeartGold & SoulSilver', release: '2011-02-09' },
  bwp: { name: 'BW Black Star Promos', code: 'PR-BLW', series: 'Black & White', release: '2011-03-01' },
  bw1: { name: 'Black & White', code: 'BLW', series: 'Black & White', release: '2011-04-25' },
  xy4: { name: 'Phantom Forces', code: 'PHF', series: 'XY', release: '2014-11-05' },
  xy12: { name: 'Evolutions', code: 'EVO', series: 'XY', release: '2016-11-02' },
  sm1: { name: 'Sun & Moon', code: 'SUM', series: 'Sun & Moon', release: '2017-02-03' },
  sm5: { name: 'Ultra Prism', code: 'UPR', series: 'Sun & Moon', release: '2018-02-02' },
  sm6: { name: 'Forbidden Light', code: 'FLI', series: 'Sun & Moon', release: '2018-05-04' },
  sm35: { name: 'Shining Legends', code: 'SLG', series: 'Sun & Moon', release: '2017-10-06' },
  pl4: { name: 'Arceus', code: 'AR', series: 'Platinum', release: '2009-11-04' },
  cel25c: {
    name: 'Celebrations: Classic Collection',
    code: 'CEL',
    series: 'Sword & Shield',
    release: '2021-10-08',
  },
  swsh9: { name: 'Brilliant Stars', code: 'BRS', series: 'Sword & Shield', release: '2022-02-25' },
  swsh9tg: {
    name: 'Brilliant Stars Trainer Gallery',
    code: 'BRS',
    series: 'Sword & Shield',
    release: '2022-02-25',
  },
  swsh10: { name: 'Astral Radiance', code: 'ASR', series: 'Sword & Shield', release: '2022-05-27' },
  swshp: { name: 'SWSH Black Star Promos', code: 'PR-SW', series: 'Sword & Shield', release: '2019-11-15' },
  swsh12pt5: { name: 'Crown Zenith', code: 'CRZ', series: 'Sword & Shield', release: '2023-01-20' },
  swsh12pt5gg: {
    name: 'Crown Zenith Galarian Gallery',
    code: 'CRZ',
    series: 'Sword & Shield',
    release: '2023-01-20',
  },
  svp: {
    name: 'Scarlet & Violet Black Star Promos',
    code: 'PR-SV',
    series: 'Scarlet & Violet',
    release: '2023-01-01',
  },
  sve: { name: 'Scarlet & Violet Energies', code: 'SVE', series: 'Scarlet & Violet', release: '2023-03-31' },
  sv1: { name: 'Scarlet & Violet', code: 'SVI', series: 'Scarlet & Violet', release: '2023-03-31' },
  sv2: { name: 'Paldea Evolved', code: 'PAL', series: 'Scarlet & Violet', release: '2023-06-09' },
  sv5: { name: 'Temporal Forces', code: 'TEF', series: 'Scarlet & Violet', release: '2024-03-22' },
  sv6: { name: 'Twilight Masquerade', code: 'TWM', series: 'Scarlet & Violet', release: '2024-05-24' },
  sv8: { name: 'Surging Sparks', code: 'SSP', series: 'Scarlet & Violet', release: '2024-11-08' },
  me1: { name: 'Mega Evolution', code: 'MEG', series: 'Mega Evolution', release: '2025-09-26' },
  mee: { name: 'Mega Evolution Energy', code: 'MEE', series: 'Mega Evolution', release: '2025-09-26' },
  me2pt5: { name: 'Ascended Heroes', code: 'ASC', series: 'Mega Evolution', release: '2026-01-30' },
  me4: { name: 'Chaos Rising', code: 'CRI', series: 'Mega Evolution', release: '2026-05-22' },
};

export const ITEM_REMINDER = 'You may play any number of Item cards during your turn.';
export const SUPPORTER_REMINDER = 'You may play only 1 Supporter card during your turn.';

/** A card of the given id ('<setId>-<number>'); set fields come from FIXTURE_SETS. */
export function makeCard(
  fields: Partial<CardRecord> & Pick<CardRecord, 'id' | 'name' | 'supertype'>,
): CardRecord {
  const cut = fields.id.lastIndexOf('-');
  const setId = fields.setId ?? fields.id.slice(0, cut);
  const set = FIXTURE_SETS[setId] ?? {
    name: setId,
    code: setId.toUpperCase(),
    series: 'Other',
    release: null,
  };
  return {
    setId,
    setName: set.name,
    setPtcgoCode: set.code,
    setSeries: set.series,
    setReleaseDate: set.release,
    subtypes: [],
    hp: null,
    types: [],
    evolvesFrom: null,
    rules: [],
    abilities: [],
    attacks: [],
    weaknesses: [],
    resistances: [],
    retreatCost: [],
    number: fields.id.slice(cut + 1),
    rarity: 'Common',
    regulationMark: null,
    images: { small: '', large: '' },
    nationalPokedexNumbers: [],
    artist: null,
    flavorText: null,
    ...fields,
  };
}

export function makeTrainer(
  id: string,
  name: string,
  kind: string,
  text: string | string[],
  fields: Partial<CardRecord> = {},
): CardRecord {
  const reminder = kind === 'Supporter' ? SUPPORTER_REMINDER : kind === 'Item' ? ITEM_REMINDER : null;
  const rules = [...(Array.isArray(text) ? text : [text]), ...(reminder ? [reminder] : [])];
  return makeCard({
    id,
    name,
    supertype: 'Trainer',
    subtypes: [kind],
    rules,
    regulationMark: 'H',
    ...fields,
  });
}

export function makePokemon(
  id: string,
  name: string,
  stage: string,
  fields: Partial<CardRecord> = {},
): CardRecord {
  const attack: CardAttack = {
    name: 'Tackle',
    cost: ['Colorless'],
    convertedEnergyCost: 1,
    damage: '10',
    text: '',
  };
  return makeCard({
    id,
    name,
    supertype: 'Pokémon',
    subtypes: [stage],
    hp: 70,
    types: ['Colorless'],
    attacks: [attack],
    retreatCost: ['Colorless'],
    regulationMark: 'H',
    ...fields,
  });
}

export function makeBasicEnergy(id: string, type: string, fields: Partial<CardRecord> = {}): CardRecord {
  return makeCard({ id, name: `Basic ${type} Energy`, supertype: 'Energy', subtypes: ['Basic'], ...fields });
}
