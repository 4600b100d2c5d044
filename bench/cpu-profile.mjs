// Reads a V8 CPU profile (.cpuprofile, as `node --cpu-prof` or bench/memory-probe.mjs writes it) and says where
// the server's time went: self time per part (a package of node_modules, a folder of the app, Node's own
// modules, garbage collection) and per function, as a share of the busy time and in µs per request when the
// number of requests is known. The profile's times are wall-clock samples (a busy machine stretches them), so
// given the CPU time the process used meanwhile (from /proc) they are scaled to it: µs of CPU per request.
// Alone: node bench/cpu-profile.mjs FILE.cpuprofile [requests [CPU seconds]]
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const PACKAGE = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//;
const APP = /\/backend\/dist\/([^/]+)\//;

/** The part a function belongs to, from its script's address. */
function partOf({ functionName, url }) {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return '(program: V8 and native work outside JS functions)';
  if (!url) return `native (${functionName || 'anonymous'})`;
  const pkg = PACKAGE.exec(url);
  if (pkg) return pkg[1];
  const app = APP.exec(url);
  if (app) return `app: ${app[1]}/`;
  if (url.startsWith('node:'))
    return `node: ${
      url
        .slice(5)
        .replace(/^internal\//, '')
        .split('/')[0]
    }`;
  return url;
}

/** Self time (µs) per part and per function of a profile, idle time left out. */
export function summariseProfile(file) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map();
  profile.samples.forEach((id, i) =>
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)),
  );
  const parts = new Map();
  const functions = new Map();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === '(idle)') continue;
    busyUs += us;
    const part = partOf(frame);
    parts.set(part, (parts.get(part) ?? 0) + us);
    const name = `${frame.functionName || '(anonymous)'} ${part}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1]);
  return { busyUs, parts: sorted(parts), functions: sorted(functions) };
}

/**
 * The summary as lines: the top `top` parts and functions, as a share of busy time and in µs per request (of
 * CPU when `cpuSeconds` is given, else of the profile's wall-clock samples).
 */
export function describeProfile({ busyUs, parts, functions }, requests, cpuSeconds, top = 20) {
  const scale = cpuSeconds ? (cpuSeconds * 1e6) / busyUs : 1;
  const perRequest = (us) => (requests ? `${((us * scale) / requests).toFixed(1).padStart(6)} µs/req  ` : '');
  const line = ([name, us]) =>
    `  ${((100 * us) / busyUs).toFixed(1).padStart(5)} %  ${perRequest(us)}${name}`;
  const total = requests
    ? `, ${((busyUs * scale) / requests).toFixed(1)} µs${cpuSeconds ? ' of CPU' : ''} a request (${requests} requests)`
    : '';
  return [
    `busy ${(busyUs / 1e6).toFixed(2)} s${cpuSeconds ? `, CPU ${cpuSeconds.toFixed(2)} s` : ''}${total}`,
    'by part (self time):',
    ...parts.slice(0, top).map(line),
    'by function (self time):',
    ...functions.slice(0, top).map(line),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, requests, cpuSeconds] = process.argv.slice(2);
  console.log(
    describeProfile(
      summariseProfile(file),
      Number(requests) || undefined,
      Number(cpuSeconds) || undefined,
    ).join('\n'),
  );
}
