import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadCardData, readCardDataBySet, toCardRecords, toSetRecord } from './load-card-data.js';

const ASC = toSetRecord({
  id: 'me2pt5',
  name: 'Ascended Heroes',
  series: 'Mega Evolution',
  ptcgoCode: 'ASC',
  releaseDate: '2026/01/30',
  printedTotal: 217,
  total: 295,
});

describe('card data normalisation', () => {
  it('reads the set record, dates as ISO', () => {
    expect(ASC).toEqual({
      id: 'me2pt5',
      name: 'Ascended Heroes',
      series: 'Mega Evolution',
      ptcgoCode: 'ASC',
      releaseDate: '2026-01-30',
      printedTotal: 217,
      total: 295,
    });
    expect(
      toSetRecord({
        id: 'mep',
        name: 'Mega Evolution Black Star Promos',
        series: 'Mega Evolution',
        releaseDate: '---',
      }).releaseDate,
    ).toBeNull();
  });

  it('normalises the newest files: numeric hp, cost strings, [Ability] prefixes, Basic Stage, Dark, mojibake', () => {
    const [gloom, vileplume] = toCardRecords(
      [
        {
          id: 'me2pt5-2',
          name: "Erika's Gloom",
          supertype: 'Pokémon',
          subtypes: ['Stage 1', 'Trainer-Owned'],
          hp: 90,
          types: ['Grass'],
          baseEvolution: "Erika's Oddish",
          evolvesInto: ["Erika's Vileplume ex"],
          number: '2',
          rarity: 'Uncommon',
          regulationMark: 'J',
          attacks: [
            {
              name: 'Poison Spray',
              text: 'Your opponent’s Active Pokémon is now Poisoned.',
              cost: 'GC',
              damage: '30Ã\u0097',
              convertedEnergyCost: 2,
            },
          ],
          abilities: [],
          weaknesses: [
            { type: 'Dark', value: '×2' },
            { type: '', value: '×' },
          ],
          images: { small: 's', large: 'l' },
        },
        {
          id: 'me2pt5-3',
          name: "Erika's Vileplume ex",
          supertype: 'Pokémon',
          subtypes: ['Stage 2', 'ex'],
          hp: '310',
          types: ['Grass'],
          baseEvolution: "Erika's Oddish",
          number: '3',
          rarity: 'DoubleRare',
          abilities: [{ name: '[Ability] Perfumed Garden', text: 'x' }],
        },
        { id: 'me2pt5-2', name: 'duplicate', supertype: 'Pokémon' },
      ],
      ASC,
    );
    expect(gloom).toMatchObject({
      setId: 'me2pt5',
      setPtcgoCode: 'ASC',
      setReleaseDate: '2026-01-30',
      hp: 90,
      evolvesFrom: "Erika's Oddish",
      subtypes: ['Stage 1', 'Trainer-Owned'],
      attacks: [{ name: 'Poison Spray', cost: ['Grass', 'Colorless'], damage: '30×' }],
      weaknesses: [{ type: 'Darkness', value: '×2' }],
    });
    expect(vileplume).toMatchObject({
      hp: 310,
      evolvesFrom: "Erika's Gloom",
      rarity: 'Double Rare',
      abilities: [{ name: 'Perfumed Garden', type: 'Ability', text: 'x' }],
    });
    const trainer = toCardRecords(
      [
        {
          id: 'me2pt5-181',
          name: 'Air Balloon',
          supertype: 'Trainer',
          subtypes: ['Tool'],
          hp: 0,
          number: '181',
        },
      ],
      ASC,
    )[0];
    expect(trainer).toMatchObject({
      subtypes: ['Pokémon Tool'],
      hp: null,
      rules: [],
      images: { small: '', large: '' },
    });
    expect(
      toCardRecords(
        [{ id: 'me2pt5-5', name: 'Oddish', supertype: 'Pokémon', subtypes: ['Basic Stage'], hp: 60 }],
        ASC,
      )[0].subtypes,
    ).toEqual(['Basic']);
  });
});

describe('reading a pokemon-tcg-data folder', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'card-data-'));
    await mkdir(join(dir, 'sets'), { recursive: true });
    await mkdir(join(dir, 'cards', 'en'), { recursive: true });
    await writeFile(
      join(dir, 'sets', 'en.json'),
      JSON.stringify([
        {
          id: 'sv1',
          name: 'Scarlet & Violet',
          series: 'Scarlet & Violet',
          ptcgoCode: 'SVI',
          releaseDate: '2023/03/31',
        },
        { id: 'nofile', name: 'No cards', series: 'Other', releaseDate: '2020/01/01' },
      ]),
    );
    await writeFile(
      join(dir, 'cards', 'en', 'sv1.json'),
      JSON.stringify([
        {
          id: 'sv1-1',
          name: 'Pineco',
          supertype: 'Pokémon',
          subtypes: ['Basic'],
          hp: '60',
          types: ['Grass'],
          number: '1',
          regulationMark: 'G',
        },
      ]),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('yields set by set and loads everything', async () => {
    const chunks = [];
    for await (const chunk of readCardDataBySet(dir)) chunks.push(chunk.set.id);
    expect(chunks).toEqual(['sv1']);
    const data = await loadCardData(dir);
    expect(data.sets.map((set) => set.id)).toEqual(['sv1']);
    expect(data.cards[0]).toMatchObject({
      id: 'sv1-1',
      hp: 60,
      setName: 'Scarlet & Violet',
      regulationMark: 'G',
    });
  });
});
