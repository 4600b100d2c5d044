import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** Node's runtime flags for the server, as `npm start` gives them (root package.json, start:server). */
function npmStartFlags(): string[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  return manifest.scripts['start:server'].split(' ').filter((word) => word.startsWith('--'));
}

/** The Docker image's command (its CMD, exec form), as an argument list. */
function dockerCommand(): string[] {
  const dockerfile = readFileSync(join(ROOT, 'docker', 'Dockerfile'), 'utf8');
  const command = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  return command ? (JSON.parse(command) as string[]) : [];
}

describe('the runtime flags (docs/adr/0041-runtime-flags.md, 0060)', () => {
  it('are given by npm start, and the same by the Docker image on its command line', () => {
    expect(npmStartFlags()).not.toEqual([]);
    expect(dockerCommand()).toEqual(['node', ...npmStartFlags(), 'backend/dist/cli/start.js']);
  });

  it('are flags this Node takes (a misspelt one stops it at once)', () => {
    const node = spawnSync(process.execPath, [...npmStartFlags(), '-e', '0'], {
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    expect(node.stderr).toBe('');
    expect(node.status).toBe(0);
  });
});
