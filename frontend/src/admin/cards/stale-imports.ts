import type { CardImportJobDto } from '../../api/generated/types.gen';

/** The server's rule: an import older than this that still says 'running' died with its process. */
export const STALE_AFTER_MS = 30 * 60_000;

export const STOPPED_MESSAGE = 'The import stopped before it finished (the server was restarted).';

/**
 * The server never closes an import whose process died: it stays 'running' and only stops
 * blocking new imports after 30 minutes. Shown as failed, so the page neither follows it nor
 * waits for it.
 */
export function settleStaleImports(jobs: readonly CardImportJobDto[], now: number): CardImportJobDto[] {
  return jobs.map((job) =>
    job.status === 'running' && now - Date.parse(job.startedAt) > STALE_AFTER_MS
      ? { ...job, status: 'failed', error: job.error ?? STOPPED_MESSAGE }
      : job,
  );
}
