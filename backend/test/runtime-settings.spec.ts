import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const SETTINGS = pathToFileURL(resolve(import.meta.dirname, '../dist/cli/runtime-settings.js')).href;

/** A script that applies the runtime settings as start.js does, then reports what its process runs with. */
const script = join(mkdtempSync(join(tmpdir(), 'club-runtime-')), 'report.mjs');
writeFileSync(
  script,
  `import v8 from 'node:v8';
import { restartWithRuntimeSettings } from ${JSON.stringify(SETTINGS)};
restartWithRuntimeSettings();
console.log(JSON.stringify({
  pid: process.pid,
  execArgv: process.execArgv,
  mallocMmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_,
  heapLimitMb: v8.getHeapStatistics().heap_size_limit / 1024 / 1024,
}));
`,
);

interface Report {
  pid: number;
  childPid: number;
  execArgv: string[];
  mallocMmapThreshold: string | undefined;
  heapLimitMb: number;
}

function report(nodeArgs: string[], env: NodeJS.ProcessEnv = {}): Report {
  const { MALLOC_MMAP_THRESHOLD_: _ignored, NODE_OPTIONS: _options, ...parentEnv } = process.env;
  const run = spawnSync(process.execPath, [...nodeArgs, script], {
    env: { ...parentEnv, ...env },
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  return { ...(JSON.parse(run.stdout) as Omit<Report, 'childPid'>), childPid: run.pid };
}

describe('the server process', () => {
  it('restarts in place with the memory settings when started without them', () => {
    const seen = report([]);
    expect(seen.pid).toBe(seen.childPid);
    expect(seen.execArgv).toEqual(['--max-semi-space-size=16', '--max-old-space-size=512']);
    expect(seen.mallocMmapThreshold).toBe('65536');
    expect(seen.heapLimitMb).toBeLessThan(600);
  });

  it("keeps the operator's own values, and adds only what is missing", () => {
    const seen = report(['--max-old-space-size=1024'], { MALLOC_MMAP_THRESHOLD_: '131072' });
    expect(seen.execArgv).toEqual(['--max-semi-space-size=16', '--max-old-space-size=1024']);
    expect(seen.mallocMmapThreshold).toBe('131072');
    expect(seen.heapLimitMb).toBeGreaterThan(1000);
    const fromOptions = report([], {
      NODE_OPTIONS: '--max_semi_space_size=8 --max-old-space-size=700',
      MALLOC_MMAP_THRESHOLD_: '65536',
    });
    expect(fromOptions.execArgv).toEqual([]);
  });
});
