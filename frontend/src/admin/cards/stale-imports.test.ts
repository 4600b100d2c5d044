import { describe, expect, it } from 'vitest';
import { importJob } from '../test/cards-fixtures';
import { settleStaleImports, STOPPED_MESSAGE } from './stale-imports';

describe('settleStaleImports', () => {
  const startedAt = '2026-11-22T10:00:00.000Z';
  const started = Date.parse(startedAt);

  it('keeps an import that runs, or ran, within 30 minutes', () => {
    const jobs = [importJob({ startedAt }), importJob({ startedAt, status: 'succeeded', phase: 'done' })];
    expect(settleStaleImports(jobs, started + 30 * 60_000)).toEqual(jobs);
  });

  it("shows an import still 'running' after 30 minutes as stopped", () => {
    const [settled] = settleStaleImports([importJob({ startedAt })], started + 31 * 60_000);
    expect(settled).toMatchObject({ status: 'failed', error: STOPPED_MESSAGE });
    const [finished] = settleStaleImports(
      [importJob({ startedAt, status: 'failed', error: 'x' })],
      started + 60 * 60_000,
    );
    expect(finished).toMatchObject({ status: 'failed', error: 'x' });
  });
});
