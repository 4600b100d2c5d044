/**
 * Card-name identity. Two prints have "the same name" for the 4-copy rule when their names match after removing a
 * trailing '(…)' subtitle ("Professor's Research (Professor Sada)" is "Professor's Research") and ignoring case,
 * spacing and apostrophe style. Everything else in a name is part of it: owner and form prefixes ("Lillie's
 * Clefairy ex", "Team Rocket's Mewtwo ex", "Alolan Vulpix", "Radiant Charizard"), suffixes ("-EX", "-GX", " ex",
 * " V", "◇"), so "Mew-EX" and "Mew ex" are different names, as are "Cyrus" and "Cyrus ◇".
 * "Basic Fire Energy" and "Fire Energy" are the same card, so the word "Basic" is dropped from basic Energy names.
 */
import { BASIC_ENERGY_TYPES, parseEnergyType } from './energy-type.js';

const SUBTITLE = /\s*\([^()]*\)\s*$/;
const BASIC_ENERGY_NAME = new RegExp(`^(?:basic )?(${BASIC_ENERGY_TYPES.join('|')}) energy$`, 'i');

export function stripSubtitle(name: string): string {
  return name.replace(SUBTITLE, '').trim();
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
 * A looser key for matching names typed by people or exported by other programs: also ignores accents
 * ("Pokemon", "Flabebe"), '-EX' versus ' EX', "Prism Star" versus "◇", and reads energy symbols ("Basic {R} Energy").
 * Only for finding candidates; the 4-copy rule uses cardNameKey.
 */
export function lookupNameKey(name: string): string {
  const words = tidy(name)
    .replace(/\{([A-Za-z])\}/g, (symbol) => parseEnergyType(symbol) ?? symbol)
    .replace(/\bprism star\b/gi, '◇')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/-(ex|gx|v|vmax|vstar)\b/gi, ' $1');
  return cardNameKey(words).replace(/\s+/g, ' ');
}

function tidy(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\u2018\u2019\u0060\u00b4]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
