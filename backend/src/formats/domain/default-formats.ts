/**
 * The default format definitions (sources and reasoning in docs/deck-rules.md). An admin can replace any of this
 * data; nothing else in the code knows which marks, sets or cards are legal.
 */
import type { BannedPrint, FormatCode, FormatDefinition } from './format-definition.js';

/**
 * When each recent set became (or becomes) legal: Play! Pokémon makes a set legal on the second Friday after its
 * release. Older sets are long legal, so they need no entry (the same two-week rule applies to them).
 */
export const DEFAULT_SET_LEGAL_FROM: Readonly<Record<string, string>> = {
  svp: '2023-04-14',
  sv1: '2023-04-14',
  sv2: '2023-06-23',
  sv3: '2023-08-25',
  sv3pt5: '2023-10-06',
  sv4: '2023-11-17',
  sv4pt5: '2024-02-09',
  sv5: '2024-04-05',
  sv6: '2024-06-07',
  sv6pt5: '2024-08-16',
  sv7: '2024-09-27',
  sv8: '2024-11-22',
  sv8pt5: '2025-01-31',
  sv9: '2025-04-11',
  sv10: '2025-06-13',
  zsv10pt5: '2025-08-01',
  rsv10pt5: '2025-08-01',
  mep: '2025-09-26',
  me1: '2025-10-10',
  mee: '2025-10-10',
  me2: '2025-11-28',
  me2pt5: '2026-02-13',
  me3: '2026-04-10',
  me4: '2026-06-05',
};

/** Standard from the 2026 rotation (10 April 2026): regulation marks H, I and J; G rotated out. No bans. */
export const STANDARD_FORMAT: FormatDefinition = {
  code: 'standard',
  label: 'Standard',
  legalMarks: ['H', 'I', 'J'],
  excludedSetIds: [],
  excludedCardIds: [],
  bannedCardNames: [],
  bannedPrints: [],
  setLegalFrom: { ...DEFAULT_SET_LEGAL_FROM },
};

/**
 * The official Expanded ban list, print by print as the Play! Pokémon banned card list names them (sources and dates
 * in docs/deck-rules.md). Reprints with the same name and game text are banned with each print (format.ts).
 */
export const EXPANDED_BANNED_PRINTS: readonly BannedPrint[] = [
  { name: 'Archeops', setId: 'bw3', number: '67' },
  { name: 'Archeops', setId: 'bw5', number: '110' },
  { name: 'Bellelba & Brycen-Man', setId: 'sm12', number: '186' },
  { name: 'Chip-Chip Ice Axe', setId: 'sm10', number: '165' },
  { name: 'Delinquent', setId: 'xy9', number: '98' },
  { name: 'Delinquent', setId: 'xy9', number: '98a' },
  { name: 'Delinquent', setId: 'xy9', number: '98b' },
  { name: 'Flabébé', setId: 'sm6', number: '83' },
  { name: 'Forest of Giant Plants', setId: 'xy7', number: '74' },
  { name: 'Ghetsis', setId: 'bw9', number: '101' },
  { name: 'Ghetsis', setId: 'bw9', number: '115' },
  { name: 'Hex Maniac', setId: 'xy7', number: '75' },
  { name: 'Hex Maniac', setId: 'xy7', number: '75a' },
  { name: 'Island Challenge Amulet', setId: 'sm12', number: '194' },
  { name: 'Island Challenge Amulet', setId: 'sm12', number: '265' },
  { name: 'Jessie & James', setId: 'sm115', number: '58' },
  { name: 'Jessie & James', setId: 'sm115', number: '68' },
  { name: "Lt. Surge's Strategy", setId: 'sm10', number: '178' },
  { name: "Lt. Surge's Strategy", setId: 'sm115', number: '60' },
  { name: "Lysandre's Trump Card", setId: 'xy4', number: '99' },
  { name: "Lysandre's Trump Card", setId: 'xy4', number: '118' },
  { name: 'Marshadow', setId: 'sm35', number: '45' },
  { name: 'Marshadow', setId: 'smp', number: 'SM85' },
  { name: "Maxie's Hidden Ball Trick", setId: 'xy5', number: '133' },
  { name: "Maxie's Hidden Ball Trick", setId: 'xy5', number: '158' },
  { name: 'Milotic', setId: 'xy2', number: '23' },
  { name: 'Mismagius', setId: 'sm10', number: '78' },
  { name: 'Oranguru', setId: 'sm5', number: '114' },
  { name: 'Puzzle of Time', setId: 'xy9', number: '109' },
  { name: 'Red Card', setId: 'g1', number: '71' },
  { name: 'Reset Stamp', setId: 'sm11', number: '206' },
  { name: 'Reset Stamp', setId: 'sm11', number: '206a' },
  { name: 'Reset Stamp', setId: 'sm11', number: '253' },
  { name: 'Sableye', setId: 'bw5', number: '62' },
  { name: 'Scoop Up Net', setId: 'swsh2', number: '165' },
  { name: 'Scoop Up Net', setId: 'swsh2', number: '207' },
  { name: 'Shaymin-EX', setId: 'xy6', number: '77' },
  { name: 'Shaymin-EX', setId: 'xy6', number: '77a' },
  { name: 'Shaymin-EX', setId: 'xy6', number: '106' },
  { name: 'Unown', setId: 'sm8', number: '90' },
  { name: 'Unown', setId: 'sm8', number: '91' },
];

/**
 * Expanded: Black & White onward, counted from the BW series (so the BW Black Star Promos of March 2011 are in) or
 * from the release of Black & White (25 April 2011) for sets the data files under 'Other' (McDonald's collections).
 * Celebrations: Classic Collection and the classic-mechanic SWSH promos of Celebrations are not tournament legal.
 */
export const EXPANDED_FORMAT: FormatDefinition = {
  code: 'expanded',
  label: 'Expanded',
  firstSeries: 'Black & White',
  firstSetReleaseDate: '2011-04-25',
  excludedSetIds: ['cel25c'],
  excludedCardIds: ['swshp-SWSH132', 'swshp-SWSH135', 'swshp-SWSH137', 'swshp-SWSH138', 'swshp-SWSH144'],
  bannedCardNames: [],
  bannedPrints: [...EXPANDED_BANNED_PRINTS],
  setLegalFrom: { ...DEFAULT_SET_LEGAL_FROM },
};

export const DEFAULT_FORMATS: Readonly<Record<FormatCode, FormatDefinition>> = {
  standard: STANDARD_FORMAT,
  expanded: EXPANDED_FORMAT,
};
