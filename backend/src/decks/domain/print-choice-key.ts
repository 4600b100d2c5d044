/**
 * What a member's choice of print is remembered under: the line's set code and number as written (compared the way
 * the importer compares them) and its name's lookup key, so "4 Ultra Ball" and "4 ultra  ball" share one choice
 * and "Ultra Ball SVI 196" keeps its own.
 */
import { lookupNameKey } from '../../cards/domain/card-name.js';
import { numberKey } from '../../cards/domain/set-codes.js';

export interface PrintChoiceKey {
  /** Upper case; '' when the line has no set code. */
  setCode: string;
  /** numberKey of the number; '' when the line has none. */
  number: string;
  nameKey: string;
}

export function printChoiceKey(line: {
  name: string;
  setCode?: string | null;
  number?: string | null;
}): PrintChoiceKey {
  return {
    setCode: line.setCode?.toUpperCase() ?? '',
    number: line.number ? numberKey(line.number) : '',
    nameKey: lookupNameKey(line.name),
  };
}

/** One string per key, for a Map. */
export function printChoiceKeyText({ setCode, number, nameKey }: PrintChoiceKey): string {
  return JSON.stringify([setCode, number, nameKey]);
}
