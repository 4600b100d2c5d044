import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** More than any password the site accepts: a longer input is refused by the length check, not read on. */
const MOST_READ_BYTES = 4096;

/** Asks at the terminal without showing what is typed (the question itself is shown, on standard error). */
export function askHidden(question: string): Promise<string> {
  let muted = false;
  const screen = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output: screen, terminal: true });
  return new Promise((answer) => {
    terminal.on('SIGINT', () => {
      process.stderr.write('\n');
      process.exit(130);
    });
    terminal.question(question, (typed) => {
      terminal.close();
      process.stderr.write('\n');
      answer(typed);
    });
    muted = true; // after the question is written: only the typing is hidden
  });
}

/** The first line of what is piped in (`printf %s "$PASSWORD" | …`), without its line ending. */
export async function readPipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) {
    text += (chunk as Buffer).toString('utf8');
    if (text.includes('\n') || text.length > MOST_READ_BYTES) break;
  }
  process.stdin.destroy();
  const newline = text.indexOf('\n');
  const line = newline >= 0 ? text.slice(0, newline) : text;
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
