import { existsSync, readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { e2eState } from './state';

/** One message as the e2e SMTP server received it. */
export interface ReceivedMail {
  receivedAt: string;
  envelopeFrom: string;
  envelopeTo: string[];
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

/** Every mail received so far. */
export function allMails(): ReceivedMail[] {
  const file = e2eState().mailboxFile;
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')) as ReceivedMail[];
}

/** Mails sent to an address (envelope or header). */
export function mailsTo(address: string): ReceivedMail[] {
  const wanted = address.toLowerCase();
  return allMails().filter((m) => m.envelopeTo.includes(wanted) || m.to.includes(wanted));
}

/** Waits until a mail to `address` arrives that `match` accepts, and returns it. */
export async function waitForMail(
  address: string,
  match: (mail: ReceivedMail) => boolean = () => true,
  timeout = 20_000,
): Promise<ReceivedMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = mailsTo(address).find(match);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = allMails().map((m) => ({ to: m.envelopeTo, subject: m.subject }));
      expect(
        found,
        `no matching mail to ${address} within ${timeout} ms; received: ${JSON.stringify(seen)}`,
      ).toBeTruthy();
      throw new Error('unreachable');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
