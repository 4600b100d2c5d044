import type { CardImportJobDto } from '../../api/generated/types.gen';
import { importSummarySentence } from './import-summary';

export type ImportPhase = CardImportJobDto['phase'];

const PHASE_WORDS: Record<ImportPhase, string> = {
  reading: 'Reading sets…',
  writing: 'Writing cards…',
  legality: 'Computing legality…',
  done: 'Finishing…',
};

/** What an import is doing, in words: 'Reading sets…', 'Writing cards…', 'Computing legality…'. */
export function phaseWords(phase: string): string {
  return PHASE_WORDS[phase as ImportPhase] ?? 'Working…';
}

/** How far the current phase is, 0–100 (whole percent), or null while the total is unknown. */
export function progressPercent(done: number, total: number): number | null {
  if (!(total > 0)) return null;
  return Math.min(100, Math.max(0, Math.floor((done / total) * 100)));
}

/**
 * The sentence a screen reader hears about a running import. It changes only when the phase
 * changes or the progress crosses a `step`-percent mark, so a polite live region that shows it
 * speaks a few times per phase instead of on every poll.
 */
export function progressAnnouncement(
  job: Pick<CardImportJobDto, 'phase' | 'done' | 'total'>,
  step = 25,
): string {
  const percent = progressPercent(job.done, job.total);
  const words = phaseWords(job.phase);
  if (percent === null) return words;
  return `${words} ${Math.floor(percent / step) * step}%`;
}

/** The outcome of a job in a sentence: its summary, its error, or where it is. */
export function importResultText(job: CardImportJobDto): string {
  if (job.status === 'succeeded') return job.summary ? importSummarySentence(job.summary) : 'Finished';
  if (job.status === 'failed') return job.error ?? 'The import failed.';
  return `${phaseWords(job.phase)} ${job.done} of ${job.total}`;
}
