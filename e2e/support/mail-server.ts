import { renameSync, writeFileSync } from 'node:fs';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import type { ReceivedMail } from './mailbox';

export interface MailServer {
  port: number;
  close(): Promise<void>;
}

/**
 * A tiny SMTP server on loopback that accepts every message (no TLS, no auth), parses it and
 * appends it to a JSON file, which the tests read through e2e/support/mailbox.ts.
 */
export async function startMailServer(mailboxFile: string): Promise<MailServer> {
  const mails: ReceivedMail[] = [];
  const save = () => {
    const tmp = `${mailboxFile}.tmp`;
    writeFileSync(tmp, JSON.stringify(mails, null, 2));
    renameSync(tmp, mailboxFile); // atomic for readers
  };
  save();

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    banner: 'club e2e mail catcher',
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((parsed) => {
            mails.push({
              receivedAt: new Date().toISOString(),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              from: parsed.from?.address ?? '',
              to: (parsed.to ?? []).map((a) => (a.address ?? '').toLowerCase()).filter(Boolean),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              raw: raw.toString('utf8'),
            });
            save();
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => console.error('[e2e] SMTP server error:', error));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP server has no port');

  return {
    port: address.port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
