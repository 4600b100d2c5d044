// Refuses a cycle between feature folders (docs/architecture.md): run by `npm run lint`. ESLint sees one file at
// a time; a cycle is a property of the whole graph, so this reads every import of a source tree (TypeScript's
// own pre-processor, not a pattern) and names each cycle between its top-level folders. Specs are left out.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** Every .ts/.tsx file under `dir` but specs and tests. */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(?:spec|test)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The top-level folder of `path` under `root`, or null for a file at the root. */
function folderOf(root, path) {
  const parts = relative(root, path).split(sep);
  return parts.length > 1 && !parts[0].startsWith('..') ? parts[0] : null;
}

/** Folder → the folders its files import (relative imports only: packages are not features). */
export function folderGraph(root) {
  const graph = new Map();
  for (const file of sourceFiles(root)) {
    const from = folderOf(root, file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Map();
    graph.set(from, edges);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const to = folderOf(root, resolve(dirname(file), fileName));
      if (to && to !== from && !edges.has(to)) edges.set(to, relative(root, file));
    }
  }
  return graph;
}

/** Each cycle once, as its folders in order with the first file making each step (Tarjan's components). */
export function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const components = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of graph.get(node)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return components.map((members) =>
    members.flatMap((from) =>
      [...(graph.get(from) ?? new Map())]
        .filter(([to]) => members.includes(to))
        .map(([to, file]) => `${from} → ${to} (${file})`),
    ),
  );
}

// Run as a command: `node eslint/feature-cycles.js <source folder>...`.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  let failed = false;
  for (const root of process.argv.slice(2)) {
    for (const cycle of cyclesOf(folderGraph(resolve(root)))) {
      failed = true;
      console.error(`A cycle between the folders of ${root}; break it with a port the lower one defines:`);
      for (const step of cycle) console.error(`  ${step}`);
    }
  }
  process.exitCode = failed ? 1 : 0;
}
