// Preloaded into the benchmarked server (node --import): answers the bench's messages from inside the process,
// so nothing is added to the API.
// - 'memory': the server's process.memoryUsage().
// - 'gc': the garbage collections since start, per kind (scavenge, mark-compact, incremental marking, weak
//   callbacks): how many and their time in ms, with V8's heap spaces (bytes used and committed).
// - { cpuProfile: 'start' } and { cpuProfile: 'stop', file }: a CPU profile (V8's, as `node --cpu-prof` writes)
//   of only the load in between, written to `file`; answered with true once done.
// - { heapSampling: 'start', all? } and { heapSampling: 'stop', file }: V8's sampling heap profile (.heapprofile)
//   of what was allocated in between and was promoted (still alive at the stop, or collected by a full GC), or
//   with `all` of every allocation.
// - { heapSnapshot: file }: a heap snapshot (as Chrome's DevTools reads it) written to `file`; answered with true.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';

const GC_KINDS = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const collections = Object.fromEntries(Object.values(GC_KINDS).map((kind) => [kind, { count: 0, ms: 0 }]));
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    const tally = collections[GC_KINDS[entry.detail?.kind]];
    if (!tally) continue;
    tally.count++;
    tally.ms += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

function gcReport() {
  const spaces = Object.fromEntries(
    getHeapSpaceStatistics().map((space) => [
      space.space_name,
      { used: space.space_used_size, committed: space.physical_space_size },
    ]),
  );
  return { collections: structuredClone(collections), spaces };
}

let profiler;
let sampler;

async function cpuProfile({ cpuProfile: action, file }) {
  if (action === 'start') {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    // Every 250 µs instead of 1 ms: a request costs a few hundred µs of CPU.
    await profiler.post('Profiler.setSamplingInterval', { interval: 250 });
    await profiler.post('Profiler.start');
  } else {
    const { profile } = await profiler.post('Profiler.stop');
    profiler.disconnect();
    profiler = undefined;
    writeFileSync(file, JSON.stringify(profile));
  }
  return true;
}

/**
 * V8's sampling heap profiler: what was allocated in between, by where: what is still alive at the stop or died
 * only in a full collection (promoted garbage), or with `all` everything allocated.
 */
async function heapSampling({ heapSampling: action, file, all }) {
  if (action === 'start') {
    sampler = new Session();
    sampler.connect();
    await sampler.post('HeapProfiler.enable');
    await sampler.post('HeapProfiler.startSampling', {
      samplingInterval: 16 * 1024,
      // Objects that died in an old-generation collection: promoted, then garbage. With `all`, every allocation.
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: Boolean(all),
    });
  } else {
    const { profile } = await sampler.post('HeapProfiler.stopSampling');
    sampler.disconnect();
    sampler = undefined;
    writeFileSync(file, JSON.stringify(profile));
  }
  return true;
}

process.on('message', (message) => {
  if (message === 'memory') process.send(process.memoryUsage());
  else if (message === 'gc') process.send(gcReport());
  else if (message?.cpuProfile) void cpuProfile(message).then((done) => process.send(done));
  else if (message?.heapSampling) void heapSampling(message).then((done) => process.send(done));
  else if (message?.heapSnapshot) process.send(Boolean(writeHeapSnapshot(message.heapSnapshot)));
});
// The channel alone must not keep the server running.
process.channel?.unref();
