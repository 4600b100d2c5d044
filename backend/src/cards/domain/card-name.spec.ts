import { expectLinearTime, HOSTILE_LINES, hostileMixtures } from '../../../test/support/hostile-text.js';
import {
  baseName,
  cardNameKey,
  displayName,
  lookupNameKey,
  spelledName,
  spellingKey,
  stripSubtitle,
} from './card-name.js';

describe('card name identity (4-copy rule)', () => {
  it('ignores a trailing (…) subtitle', () => {
    expect(stripSubtitle("Professor's Research (Professor Sada)")).toBe("Professor's Research");
    expect(cardNameKey("Professor's Research (Professor Turo)")).toBe(cardNameKey("Professor's Research"));
    expect(cardNameKey("Boss's Orders (Ghetsis)")).toBe(cardNameKey("Boss's Orders"));
    expect(displayName("Boss's Orders (Ghetsis)")).toBe("Boss's Orders");
  });

  it('keeps owner and form prefixes as part of the name', () => {
    expect(cardNameKey("Lillie's Clefairy ex")).not.toBe(cardNameKey('Clefairy ex'));
    expect(cardNameKey("Team Rocket's Mewtwo ex")).not.toBe(cardNameKey('Mewtwo ex'));
    expect(cardNameKey('Alolan Vulpix')).not.toBe(cardNameKey('Vulpix'));
    expect(cardNameKey('Radiant Charizard')).not.toBe(cardNameKey('Charizard'));
  });

  it('keeps suffixes: Mew-EX is not Mew ex, Cyrus ◇ is not Cyrus', () => {
    expect(cardNameKey('Mew-EX')).not.toBe(cardNameKey('Mew ex'));
    expect(cardNameKey('Cyrus ◇')).not.toBe(cardNameKey('Cyrus'));
  });

  it('ignores case, spacing and apostrophe style', () => {
    expect(cardNameKey('Boss’s  Orders')).toBe(cardNameKey("boss's orders"));
  });

  it('treats "Basic Fire Energy" and "Fire Energy" as one name', () => {
    expect(cardNameKey('Basic Fire Energy')).toBe(cardNameKey('Fire Energy'));
    expect(cardNameKey('Double Colorless Energy')).toBe('double colorless energy');
  });
});

describe('lookup name key (import matching)', () => {
  it.each([
    ['Pokemon Catcher', 'Pokémon Catcher'],
    ['Flabebe', 'Flabébé'],
    ['Shaymin EX', 'Shaymin-EX'],
    ['Lysandre Prism Star', 'Lysandre ◇'],
    ['Basic {R} Energy', 'Basic Fire Energy'],
    ['Fire Energy', 'Basic Fire Energy'],
    ["Professor's Research", "Professor's Research (Professor Magnolia)"],
    ['Porygon 2', 'Porygon2'],
    ['Porygon Z', 'Porygon-Z'],
    ['Mr Mime', 'Mr. Mime'],
    ['Nidoran♀', 'Nidoran ♀'],
    ['Type Null', 'Type: Null'],
    ['Pokegear 3.0', 'Pokégear 3.0'],
    ['PokeGear 3 0', 'Pokégear 3.0'],
    ['pokestop', 'PokéStop'],
    ['Ho-oh', 'Ho-Oh'],
    ['Tapu Koko Prism Star', 'Tapu Koko ◇'],
    ['Pikachu & Zekrom GX', 'Pikachu & Zekrom-GX'],
  ])('%s matches %s', (typed, data) => {
    expect(lookupNameKey(typed)).toBe(lookupNameKey(data));
    expect(spellingKey(typed)).toBe(spellingKey(data));
  });

  it.each([
    ['Battle Compressor Team Flare Gear', 'Battle Compressor'],
    ['Head Ringer Team Flare Hyper Gear', 'Head Ringer'],
    ['Garchomp C LV.X', 'Garchomp LV.X'],
    ['Bronzong G', 'Bronzong'],
    ['Drapion E4', 'Drapion'],
    ['Luxray GL LV.X', 'Luxray LV.X'],
    ['Blaziken FB', 'Blaziken'],
    ['Unown [A]', 'Unown'],
    ['Ancient Technical Machine [Ice]', 'Ancient Technical Machine'],
    ['ナッシー[Exeggutor]', 'Exeggutor'],
    ['Pikachu δ', 'Pikachu'],
    ['Gyarados ★ δ', 'Gyarados'],
    ['Greninja ★', 'Greninja'],
    ["Team Galactic's Invention G-101 Energy Gain", 'Energy Gain'],
    ["Boss's Orders (Ghetsis)", "Boss's Orders"],
  ])('finds %s by the name players write, %s', (data, written) => {
    expect(baseName(data)).toBe(written);
    expect(lookupNameKey(written)).toBe(lookupNameKey(data));
  });

  it('keeps names apart that differ in more than spelling or a label', () => {
    expect(lookupNameKey('Mew')).not.toBe(lookupNameKey('Mew ex'));
    expect(lookupNameKey('Ogerpon ex')).not.toBe(lookupNameKey('Teal Mask Ogerpon ex'));
    expect(lookupNameKey("Team Rocket's Mewtwo ex")).not.toBe(lookupNameKey('Mewtwo ex'));
    expect(lookupNameKey('Energy Removal 2')).not.toBe(lookupNameKey('Energy Removal'));
    expect(spellingKey('Unown [A]')).not.toBe(spellingKey('Unown [B]'));
  });
});

describe('card names typed by people', () => {
  it('are read in linear time, however hostile (open brackets, runs of spaces and marks)', async () => {
    const keys = [lookupNameKey, spellingKey, cardNameKey, spelledName, baseName, displayName, stripSubtitle];
    await expectLinearTime(
      (name) => keys.map((key) => key(name)),
      [...HOSTILE_LINES, ...hostileMixtures(20)],
    );
  });
});
