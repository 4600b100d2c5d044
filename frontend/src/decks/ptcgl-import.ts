import type {
  DeckSection,
  ImportedCardDto,
  ImportNoteDto,
  PtcglImportResultDto,
  UnresolvedLineDto,
} from '../api/generated/types.gen';

/** A card the parser resolved but the deck refused (e.g. too many cards). */
export interface ImportFailure {
  readonly cardId: string;
  readonly section: DeckSection;
  readonly count: number;
  readonly message: string;
}

/** What an import did, for the alert that stays on the builder page. */
export interface ImportReport {
  readonly imported: number;
  readonly unresolved: readonly UnresolvedLineDto[];
  readonly notes: readonly ImportNoteDto[];
  readonly failures: readonly ImportFailure[];
}

/** The parsed cards in deck order: Pokémon, Trainer, Energy. */
export function importEntries(result: Pick<PtcglImportResultDto, 'sections'>): ImportedCardDto[] {
  return [...result.sections.pokemon, ...result.sections.trainer, ...result.sections.energy];
}

/** Whether the member must be told something after the import (nothing is dropped silently). */
export function needsAttention(report: ImportReport): boolean {
  return report.unresolved.length > 0 || report.failures.length > 0 || report.notes.length > 0;
}

/** 'Line 4: 4 Nonsense XYZ 1 — reason'. */
export function unresolvedLabel(line: UnresolvedLineDto): string {
  return `Line ${line.line}: ${line.text} — ${line.reason}`;
}
