import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  url: string;
  messages: Email[];
  /** Waits until a mail to `to` arrived. */
  waitFor(to: string, timeoutMs?: number): Promise<Email>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives, parsed. */
export async function startMailbox(): Promise<Mailbox> {
  const messages: Email[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            messages.push(email);
            done();
          },
          (error: Error) => done(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to?.some((a) => a.address === to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
