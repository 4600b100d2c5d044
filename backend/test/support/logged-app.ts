import { createTestApp, type TestApp } from './test-app.js';

/**
 * An app logging at `level`, its log lines kept as parsed JSON. One per test file: nestjs-pino keeps one request
 * logger per process (module registry), made by the first app.
 */
export async function appLoggingAt(level: string): Promise<{ t: TestApp; lines: Record<string, unknown>[] }> {
  const lines: Record<string, unknown>[] = [];
  const t = await createTestApp(
    { LOG_LEVEL: level },
    { logDestination: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  );
  return { t, lines };
}

/** The line that ends the request with this id. */
export function completedLine(lines: Record<string, unknown>[], requestId: string): Record<string, unknown> {
  const line = lines.find(
    (candidate) =>
      (candidate.req as { id?: string } | undefined)?.id === requestId && 'responseTime' in candidate,
  );
  if (!line) throw new Error(`no log line ends request ${requestId}: ${JSON.stringify(lines)}`);
  return line;
}
