/**
 * A tournament format as data an admin edits (docs/adr/0042's formats): which prints are in it, which are banned,
 * from when a set counts. Cards compute each print's legality from these; the formats feature keeps and changes them.
 */
export type FormatCode = 'standard' | 'expanded';

/** One banned print; reprints with the same name and game text are banned with it. */
export interface BannedPrint {
  name: string;
  setId: string;
  number: string;
}

export interface FormatDefinition {
  code: FormatCode;
  /** 'Standard', 'Expanded': used in messages. */
  label: string;
  /** When set, only prints with one of these regulation marks are in the format (Standard). */
  legalMarks?: string[];
  /** When set, only sets of this series or released on or after firstSetReleaseDate are in the format (Expanded). */
  firstSeries?: string;
  firstSetReleaseDate?: string;
  /** Sets and prints never legal in the format (e.g. Celebrations: Classic Collection). */
  excludedSetIds: string[];
  excludedCardIds: string[];
  /** Every print with one of these names is banned. */
  bannedCardNames: string[];
  bannedPrints: BannedPrint[];
  /** ISO date from which a set's prints are legal; a set not listed is legal two weeks after its release. */
  setLegalFrom: Record<string, string>;
}
