/**
 * How the server's process starts, for its memory to stay bounded under load (docs/adr/0033;
 * figures in docs/performance.md). Each was measured on the card search at 32 connections:
 * - V8's young generation at most 2 × 16 MB. By default it grows to 2 × 64 MB under load and keeps it.
 * - V8's old generation limit at 512 MB: V8 then lets the heap grow to about 1.4 times what is live before it
 *   collects, where with the default limit (a quarter of the machine's memory) it waits for 4 times.
 * - glibc's malloc hands blocks of 64 KB or more straight back to the system. By default its threshold rises
 *   after the first large block is freed, and the answers' buffers then fragment its heap, which never
 *   shrinks: 60 MB held free there after a minute of searching.
 */
export const NODE_FLAGS = ['--max-semi-space-size=16', '--max-old-space-size=512'];
export const MALLOC_ENV: Record<string, string> = { MALLOC_MMAP_THRESHOLD_: '65536' };

/** Set on the restarted process, so that it never restarts again. */
const RESTARTED = 'TCG_CLUB_RUNTIME_SETTINGS';

const flagName = (arg: string) => arg.split('=')[0].replace(/_/g, '-');

/** The settings this process lacks; a flag or variable given by the operator, whatever its value, stays theirs. */
export function missingSettings(
  execArgv: readonly string[],
  env: NodeJS.ProcessEnv,
): { flags: string[]; env: Record<string, string> } {
  const given = new Set([...execArgv, ...(env.NODE_OPTIONS ?? '').split(/\s+/)].map(flagName));
  return {
    flags: NODE_FLAGS.filter((flag) => !given.has(flagName(flag))),
    env: Object.fromEntries(Object.entries(MALLOC_ENV).filter(([name]) => env[name] === undefined)),
  };
}

/**
 * Restarts this process in place with the settings it lacks: same process id, same arguments, before anything
 * else runs. Node reads its flags and glibc its variables only as a process starts, so the server applies them
 * itself, however it was started (npm start, the Docker image, node directly). Where Node cannot replace a
 * process (Windows), it runs as it was started.
 */
export function restartWithRuntimeSettings(): void {
  const missing = missingSettings(process.execArgv, process.env);
  const complete = !missing.flags.length && !Object.keys(missing.env).length;
  if (complete || process.env[RESTARTED] || typeof process.execve !== 'function') return;
  process.execve(
    process.execPath,
    [process.execPath, ...missing.flags, ...process.execArgv, ...process.argv.slice(1)],
    { ...process.env, ...missing.env, [RESTARTED]: '1' },
  );
}
