import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * docs/architecture.md names every backend feature: a newcomer reads it before adding one, and wave 2 copies
 * whatever stands there. The features are the folders of backend/src that the lint's walls treat as features
 * (eslint/backend-walls.js: every folder but those it names as another part), so a new folder, or one the walls
 * engineer turns into a part of its own, changes what the doc must list.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const SOURCE = join(ROOT, 'backend', 'src');
const DOC = join(ROOT, 'docs', 'architecture.md');

interface ElementDescriptor {
  type: string;
  pattern: string;
}

/** The folders the backend's walls name as parts that are not features (common/, config/, cli/, …). */
async function nonFeatureFolders(): Promise<Set<string>> {
  const config = await new ESLint({ cwd: ROOT }).calculateConfigForFile(join(SOURCE, 'any.ts'));
  const elements = config.settings['boundaries/elements'] as ElementDescriptor[];
  const fixed = elements
    .filter((element) => element.type !== 'feature')
    .map((element) => /^backend\/src\/([^/*]+)$/.exec(element.pattern)?.[1]);
  return new Set(fixed.filter((name): name is string => name !== undefined));
}

async function featureFolders(): Promise<string[]> {
  const others = await nonFeatureFolders();
  return readdirSync(SOURCE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !others.has(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** The folders in the first column of the doc's features table ("| `events/` | … |"). */
function documentedFeatures(): string[] {
  const doc = readFileSync(DOC, 'utf8');
  const section = doc.split(/^### /m).find((part) => part.startsWith('The features'));
  if (!section) return [];
  return [...section.matchAll(/^\| `([a-z][a-z0-9-]*)\/` +\|/gm)].map((match) => match[1]).sort();
}

describe('docs/architecture.md', () => {
  it('has a row for every feature folder of backend/src', async () => {
    const documented = new Set(documentedFeatures());
    const missing = (await featureFolders()).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('lists no feature that backend/src does not have', async () => {
    const features = new Set(await featureFolders());
    expect(documentedFeatures().filter((name) => !features.has(name))).toEqual([]);
  });

  it('does not count the walls’ other parts as features', async () => {
    const features = await featureFolders();
    for (const part of ['caching', 'cli', 'common', 'config', 'database'])
      expect(features).not.toContain(part);
    expect(features).toEqual(expect.arrayContaining(['auth', 'events', 'seller-enquiries', 'trades']));
  });
});
