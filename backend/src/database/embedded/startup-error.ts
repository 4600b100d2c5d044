/**
 * A start-up failure that a person can act on: its message is one sentence saying what is wrong and what to do.
 * The command-line entry points print it alone, without a stack trace.
 */
export class StartupError extends Error {
  override readonly name = 'StartupError';
}
