import { jest } from '@jest/globals';
import { commandLine } from './cli-support.js';

const USAGE = 'Usage: task [-- FILE] --email E';

/** What commandLine did: its answer, or how it ended the process and what it printed. */
function run(args: string[]) {
  const printed: string[] = [];
  const log = jest.spyOn(console, 'log').mockImplementation((line: string) => printed.push(line));
  const error = jest.spyOn(console, 'error').mockImplementation((line: string) => printed.push(line));
  const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
    throw new Error(`exit ${code}`);
  });
  try {
    const parsed = commandLine(USAGE, { options: { email: { type: 'string' } }, positionals: [0, 1], args });
    return { parsed, printed };
  } catch (ended) {
    return { ended: (ended as Error).message, printed: printed.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
    exit.mockRestore();
  }
}

describe('a task’s command line', () => {
  it('reads its options and arguments, in either spelling of a value', () => {
    expect(run(['--email', 'a@club.test', 'backup.tar']).parsed).toMatchObject({
      values: { email: 'a@club.test' },
      positionals: ['backup.tar'],
    });
    expect(run(['--email=a@club.test']).parsed?.values.email).toBe('a@club.test');
  });

  it('prints the usage for --help and ends without an error', () => {
    expect(run(['--help'])).toEqual({ ended: 'exit 0', printed: USAGE });
  });

  it.each([
    [['--emial', 'a@club.test'], "Unknown option '--emial'"],
    [['--email'], "Option '--email <value>' argument missing"],
    [['one', 'two'], "Unexpected argument 'two'."],
  ])('refuses %j with the reason and the usage (exit 2)', (args, reason) => {
    const { ended, printed } = run(args);
    expect(ended).toBe('exit 2');
    expect(printed).toContain(reason);
    expect(printed).toContain(USAGE);
  });
});
