import { describe, expect, it } from 'vitest';
import { importJob } from './cards-fixtures';
import { settleStaleImports, STOPPED_MESSAGE } from './stale-imports';

describe('settleStaleImports', () => {
  const started = Date.parse('2026-11-22T10:00:00.000Z');

  it('keeps an import that runs, or ran, within 30 minutes', () => {
    const jobs = [importJob(), importJob({ status: 'succeeded', phase: 'done' })];
    expect(settleStaleImports(jobs, started + 30 * 60_000)).toEqual(jobs);
  });

  it("shows an import still 'running' after 30 minutes as stopped", () => {
    const [settled] = settleStaleImports([importJob()], started + 31 * 60_000);
    expect(settled).toMatchObject({ status: 'failed', error: STOPPED_MESSAGE });
    const [finished] = settleStaleImports(
      [importJob({ status: 'failed', error: 'x' })],
      started + 60 * 60_000,
    );
    expect(finished).toMatchObject({ status: 'failed', error: 'x' });
  });
});
