// Checks a workspace's package.json against what its shipped code imports (run by each project's lint target,
// from the project's folder):
// - every runtime dependency (`dependencies`) is imported at run time by the shipped code (src/, tests
//   excluded), or is a peer dependency of one that is (passport for @nestjs/passport, @emotion/* for MUI…);
// - every package the shipped code imports at run time is a runtime dependency, and every package it imports
//   only for types is declared (either kind).
// Usage: node ../scripts/check-dependencies.mjs [--not-yet-used name,name]
//   --not-yet-used names runtime dependencies declared ahead of the code that will import them; the check
//   fails once they are imported, so the exception does not outlive its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const runtime = Object.keys(manifest.dependencies ?? {});
const declared = new Set([...runtime, ...Object.keys(manifest.devDependencies ?? {})]);
const flag = process.argv.indexOf('--not-yet-used');
const notYetUsed = new Set(flag >= 0 ? (process.argv[flag + 1] ?? '').split(',').filter(Boolean) : []);

const SOURCE = /\.(?:ts|tsx|mts|js|jsx|mjs)$/;
const TEST = /\.(?:spec|test)\.[^/]+$|(?:^|\/)(?:test|tests|__tests__)\//;
/**
 * import/export … from 'x', import 'x', import('x'), require('x'), and the resolutions import.meta.resolve('x') and
 * require.resolve('x') (a package used by its files); group 1 is `type ` when type-only.
 */
// Reads the project's own source files, never text from outside: its backtracking is harmless here.
const SPECIFIER =
  // eslint-disable-next-line regexp/no-super-linear-backtracking, regexp/no-misleading-capturing-group
  /(?:^|[^\w.])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+\sfrom\s+)?['"]([^'"]+)['"]|(?:import|require|import\.meta\.resolve|require\.resolve)\(\s*['"]([^'"]+)['"]\s*\)/g;

function* shippedFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    const name = relative(root, path);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && !TEST.test(`${name}/`)) yield* shippedFiles(path);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') && !TEST.test(name)) {
      yield path;
    }
  }
}

/** The package a bare specifier names: `@scope/name/x` → `@scope/name`, `name/x` → `name`. */
function packageOf(specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:'))
    return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return builtinModules.includes(name) ? undefined : name;
}

/** Packages imported at run time, and packages imported for types only, each with a file that imports it. */
const valueImports = new Map();
const typeImports = new Map();
for (const file of shippedFiles(join(root, 'src'))) {
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(SPECIFIER)) {
    const name = packageOf(match[2] ?? match[3]);
    if (!name) continue;
    const imports = match[1] ? typeImports : valueImports;
    if (!imports.has(name)) imports.set(name, relative(root, file));
  }
}

/** The peer dependencies of an installed package (the project's node_modules, then the workspace's). */
function peersOf(name) {
  for (const folder of [join(root, 'node_modules'), join(root, '..', 'node_modules')]) {
    try {
      return Object.keys(
        JSON.parse(readFileSync(join(folder, name, 'package.json'), 'utf8')).peerDependencies ?? {},
      );
    } catch {
      // not installed there
    }
  }
  return [];
}

/** Runtime dependencies used: imported at run time, or (repeatedly) a peer dependency of one used. */
const used = new Set([...valueImports.keys()].filter((name) => runtime.includes(name)));
for (const name of used) for (const peer of peersOf(name)) if (runtime.includes(peer)) used.add(peer);

const problems = [];
for (const name of runtime) {
  if (notYetUsed.has(name)) {
    if (used.has(name)) problems.push(`${name} is used now: drop it from --not-yet-used in the lint script`);
  } else if (!used.has(name)) {
    problems.push(`${name} is a runtime dependency that nothing in src/ imports: remove it`);
  }
}
for (const [name, file] of valueImports) {
  if (!runtime.includes(name))
    problems.push(`${name} is imported by ${file} but is not a runtime dependency`);
}
for (const [name, file] of typeImports) {
  if (!declared.has(name)) problems.push(`${name} is imported (types) by ${file} but is not declared`);
}

if (problems.length) {
  console.error(`${manifest.name}/package.json:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
