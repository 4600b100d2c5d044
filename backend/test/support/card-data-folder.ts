import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A pokemon-tcg-data folder with three cards, whose images point at the data set's host. */
export function cardDataFolder(): string {
  const root = mkdtempSync(join(tmpdir(), 'tcg-data-'));
  const image = (n: string) => ({
    small: `https://images.pokemontcg.io/bk1/${n}.png`,
    large: `https://images.pokemontcg.io/bk1/${n}_hires.png`,
  });
  const files: Record<string, unknown> = {
    'sets/en.json': [
      {
        id: 'bk1',
        name: 'Backup Set',
        series: 'Test',
        printedTotal: 3,
        total: 3,
        ptcgoCode: 'BKP',
        releaseDate: '2026/01/01',
      },
    ],
    'cards/en/bk1.json': [
      {
        id: 'bk1-1',
        name: 'Backupmon',
        supertype: 'Pokémon',
        subtypes: ['Basic'],
        hp: '70',
        types: ['Water'],
        number: '1',
        rarity: 'Common',
        regulationMark: 'H',
        attacks: [{ name: 'Splash', cost: ['Water'], damage: '20', text: 'Flip a coin.' }],
        images: image('1'),
      },
      {
        id: 'bk1-2',
        name: 'Restore Ball',
        supertype: 'Trainer',
        subtypes: ['Item'],
        number: '2',
        rarity: 'Uncommon',
        regulationMark: 'H',
        rules: ['Search your deck for a Basic Pokémon and put it onto your Bench. Then, shuffle your deck.'],
        images: image('2'),
      },
      {
        id: 'bk1-3',
        name: 'Basic Water Energy',
        supertype: 'Energy',
        subtypes: ['Basic'],
        number: '3',
        images: image('3'),
      },
    ],
  };
  for (const [path, value] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), JSON.stringify(value));
  }
  return root;
}
