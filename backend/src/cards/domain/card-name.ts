/**
 * Card-name identity. Two prints have "the same name" for the 4-copy rule when their names match after removing a
 * trailing '(…)' subtitle ("Professor's Research (Professor Sada)" is "Professor's Research") and ignoring case,
 * spacing and apostrophe style. Everything else in a name is part of it: owner and form prefixes ("Lillie's
 * Clefairy ex", "Team Rocket's Mewtwo ex", "Alolan Vulpix", "Radiant Charizard"), suffixes ("-EX", "-GX", " ex",
 * " V", "◇"), so "Mew-EX" and "Mew ex" are different names, as are "Cyrus" and "Cyrus ◇".
 * "Basic Fire Energy" and "Fire Energy" are the same card, so the word "Basic" is dropped from basic Energy names.
 */
import { BASIC_ENERGY_TYPES, parseEnergyType } from '@club/rules';

// Starts only where a whitespace run starts, so a long run is read once, not once per space (docs/adr/0001).
const SUBTITLE = /(?<!\s)\s*\([^()]*\)\s*$/;
const BASIC_ENERGY_NAME = new RegExp(`^(?:basic )?(${BASIC_ENERGY_TYPES.join('|')}) energy$`, 'i');

export function stripSubtitle(name: string): string {
  return name.replace(SUBTITLE, '').trim();
}

/** The name as written, case and all, without the subtitle and with one apostrophe and space style. */
export function spelledName(name: string): string {
  return stripSubtitle(tidy(name));
}

/** The name as PTCGL and the deck builder show it: without the subtitle. */
export function displayName(name: string): string {
  return stripSubtitle(name.normalize('NFC').replace(/\s+/g, ' '));
}

export function cardNameKey(name: string): string {
  const plain = stripSubtitle(tidy(name)).toLowerCase();
  const energy = BASIC_ENERGY_NAME.exec(plain);
  return energy ? `${energy[1].toLowerCase()} energy` : plain;
}

/**
 * Labels the card data writes around a card's name that players and PTCGL leave out (every family found in the
 * data set; see docs/deck-rules.md): the Team Flare Gear and Hyper Gear label of the Phantom Forces items
 * ("Battle Compressor Team Flare Gear"), the Platinum team labels G, GL, E4, FB and C ("Garchomp C LV.X"),
 * bracketed letters and kinds ("Unown [A]", "Ancient Technical Machine [Ice]"), Delta Species δ, Star ★, and the
 * "Team Galactic's Invention G-101" prefix. The "(…)" subtitle is removed before these.
 */
const NAME_LABELS: readonly RegExp[] = [
  / Team Flare (?:Hyper )?Gear$/i,
  / (?:G|GL|E4|FB|C)(?=(?: LV\.? ?X)?$)/,
  / ?\[[^[\]]*\]$/,
  /(?<![ δ★])(?: ?[δ★])+$/,
  /^Team Galactic's Invention G-\d+ /i,
];

/** The name without the data's labels: what PTCGL writes ("Battle Compressor", "Unown", "Exeggutor"). */
export function baseName(name: string): string {
  // tidy leaves one space between words: the labels' patterns rely on it to stay linear.
  let base = stripSubtitle(tidy(name));
  // A Japanese name with its English one in brackets ("ナッシー[Exeggutor]") is the English name.
  const bracketed = /^[^A-Z[]+\[([A-Z][^\]]*)\]$/i.exec(base);
  if (bracketed) return bracketed[1].trim();
  for (const label of NAME_LABELS) base = base.replace(label, '');
  return base.trim();
}

/**
 * A key for matching names typed by people or exported by other programs: ignores case, accents ("Pokemon",
 * "Flabebe"), British spelling ("Colourless"), spacing and punctuation ("Porygon 2" = "Porygon2", "Mr Mime" = "Mr. Mime", "Shaymin EX" =
 * "Shaymin-EX"), reads "Prism Star" as ◇ and energy symbols as types ("Basic {R} Energy"), drops the "Basic" of
 * basic Energy and a "(…)" subtitle. Different cards may share it ("Mew-EX", "Mew ex"): the importer narrows by the
 * exact spelling first and never picks between different cards silently.
 */
export function spellingKey(name: string): string {
  const words = tidy(name)
    .replace(/\{([A-Z])\}/gi, (symbol) => parseEnergyType(symbol) ?? symbol)
    .replace(/\bprism star\b/gi, '◇')
    .replace(/colour/gi, 'color')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return cardNameKey(words).replace(/[\s.'\-:_[\]()]+/g, '');
}

/**
 * The loosest key, for finding candidates: the spelling key of the name without the data's labels, so "Battle
 * Compressor" finds "Battle Compressor Team Flare Gear" and "Unown" finds "Unown [A]". Stored with each card as
 * `name_key`; the 4-copy rule uses cardNameKey.
 */
export function lookupNameKey(name: string): string {
  return spellingKey(baseName(name));
}

function tidy(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\u2018\u2019\u0060\u00b4]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
