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

describe('the runtime flags (docs/adr/0041-runtime-flags.md)', () => {
  it('are given by npm start, and the same by the Docker image through NODE_OPTIONS', () => {
    const dockerfile = readFileSync(join(ROOT, 'docker', 'Dockerfile'), 'utf8');
    const nodeOptions = /^ENV NODE_OPTIONS="([^"\n]*)"$/m.exec(dockerfile)?.[1];
    expect(npmStartFlags()).not.toEqual([]);
    expect(nodeOptions?.split(' ')).toEqual(npmStartFlags());
  });
});
