import { cardNameKey, displayName, lookupNameKey, stripSubtitle } from './card-name.js';

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
  ])('%s matches %s', (typed, data) => {
    expect(lookupNameKey(typed)).toBe(lookupNameKey(data));
  });
});
