/**
 * PTCGL set codes. The card data's own `ptcgoCode` (sets/en.json) is the base; this curated table adds what it lacks
 * or spells differently from Pokémon TCG Live and the deck sites (Limitless), so every set has exactly one export code
 * and any code in common use imports. The full map is documented in docs/deck-rules.md.
 */
import type { SetRecord } from './card-record.js';

/** Export code per data set id where the data's ptcgoCode is missing or not what PTCGL writes. */
export const PTCGL_EXPORT_CODES: Readonly<Record<string, string>> = {
  // The data files Classic Collection under Celebrations' 'CEL' though numbers clash: keep them apart.
  cel25c: 'CEL25C',
  si1: 'SI',
  tk1a: 'TK1A',
  tk1b: 'TK1B',
  tk2a: 'TK2A',
  tk2b: 'TK2B',
  ru1: 'RU',
};

/** Further codes that import as a set: promo spellings of PTCGL, PTCGO and Limitless, and common variants. */
export const PTCGL_CODE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  SVP: ['svp'],
  'PR-SVP': ['svp'],
  MEP: ['mep'],
  'PR-ME': ['mep'],
  'PR-MEP': ['mep'],
  SWSHP: ['swshp'],
  'PR-SWSH': ['swshp'],
  SMP: ['smp'],
  XYP: ['xyp'],
  BWP: ['bwp'],
  'PR-BW': ['bwp'],
  HSP: ['hsp'],
  DPP: ['dpp'],
  'PR-DP': ['dpp'],
  NP: ['np'],
  WBSP: ['basep'],
  SHL: ['sm35'],
  FUT: ['fut20'],
  // PTCGL writes a gallery subset as its parent's code with a suffix, and the number without its prefix:
  // "Bibarel CRZ-GG 25" is GG25 (a bare number finds the prefixed print: card-lookup.ts).
  'BRS-TG': ['swsh9tg'],
  'ASR-TG': ['swsh10tg'],
  'LOR-TG': ['swsh11tg'],
  'SIT-TG': ['swsh12tg'],
  'CRZ-GG': ['swsh12pt5gg'],
  'HIF-SV': ['sma'],
  'SHF-SV': ['swsh45sv'],
};

export interface SetCodeIndex {
  /** Data set ids a PTCGL code may mean (several when subsets share a code: BRS is swsh9 and swsh9tg). */
  setIdsFor(code: string): string[];
  /** The code the exporter writes for a set. */
  exportCodeFor(setId: string): string;
}

export function buildSetCodeIndex(sets: ReadonlyArray<Pick<SetRecord, 'id' | 'ptcgoCode'>>): SetCodeIndex {
  const byCode = new Map<string, string[]>();
  const add = (code: string, setId: string) => {
    const key = code.toUpperCase();
    const ids = byCode.get(key) ?? [];
    if (!ids.includes(setId)) byCode.set(key, [...ids, setId]);
  };
  const exportCodes = new Map<string, string>();
  for (const set of sets) {
    const exportCode = PTCGL_EXPORT_CODES[set.id] ?? set.ptcgoCode ?? set.id.toUpperCase();
    exportCodes.set(set.id, exportCode);
    add(exportCode, set.id);
    if (set.ptcgoCode && set.id !== 'cel25c') add(set.ptcgoCode, set.id);
    // The data set id itself always works ("SV1 196", "ME2PT5 213").
    add(set.id, set.id);
  }
  for (const [code, setIds] of Object.entries(PTCGL_CODE_ALIASES)) {
    for (const setId of setIds) if (exportCodes.has(setId)) add(code, setId);
  }
  return {
    setIdsFor: (code) => byCode.get(code.toUpperCase()) ?? [],
    exportCodeFor: (setId) => exportCodes.get(setId) ?? setId.toUpperCase(),
  };
}

/**
 * Card numbers compare without leading zeros and letter case: PTCGL writes 'GG06', 'TG05', 'SV107', the data
 * 'GG06', 'TG05', 'SV107' or 'SV001'; promo numbers come as 'SWSH152' or '152'.
 */
export function numberKey(number: string): string {
  const match = /^([A-Z]*)(\d+)([A-Z]*)$/i.exec(number.trim());
  return match
    ? `${match[1].toUpperCase()}${withoutLeadingZeros(match[2])}${match[3].toLowerCase()}`
    : number.trim().toUpperCase();
}

/** '007' → '7', '000' → '0'. */
export function withoutLeadingZeros(digits: string): string {
  return digits.replace(/^0+(?=\d)/, '');
}

/** A number behind a letter prefix as a bare number compares with it: 'SWSH052' → '52'; undefined without a prefix. */
export function prefixedNumberKey(number: string): string | undefined {
  const digits = /^[A-Z]+(\d+[A-Z]?)$/i.exec(number)?.[1];
  return digits === undefined ? undefined : withoutLeadingZeros(digits).toLowerCase();
}
