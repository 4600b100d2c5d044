import { MikroORM } from '@mikro-orm/postgresql';
import { ContactMessage } from '../src/club-messages/contact-message.entity.js';
import { MailKind } from '../src/mail/dto/mail-kind.dto.js';
import { MailGate } from '../src/mail/mail-gate.service.js';
import type { MailMessage } from '../src/mail/mail.service.js';
import { startMailbox, type Mailbox } from './support/mailbox.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/** Mail about a change goes out once the change is committed: never for a change that failed, never twice. */
let t: TestApp;
let mailbox: Mailbox;
let gate: MailGate;
let orm: MikroORM;

beforeAll(async () => {
  mailbox = await startMailbox();
  t = await createTestApp({ SMTP_URL: mailbox.url, MAILS_PER_MEMBER: '2' });
  gate = t.app.get(MailGate);
  orm = t.app.get(MikroORM);
});
afterAll(async () => {
  await t.close();
  await mailbox.close();
});

const note = (to: string): MailMessage => ({
  kind: MailKind.TRADE,
  to,
  subject: 'A change',
  text: 'It changed.',
  html: '<p>It changed.</p>',
});
const contact = (subject: string) =>
  new ContactMessage({ name: 'Misty', email: 'misty@example.com', subject, message: 'Hello there.' });

/** The mails that reached `to` so far (after a moment for late ones to arrive). */
async function mailsTo(to: string): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  return mailbox.messages.filter((m) => m.to?.some((a) => a.address === to)).length;
}

describe('mail after commit', () => {
  it('sends nothing when the transaction fails after its mail was posted, and gives the quota back', async () => {
    const member = await t.newUser();
    const failed = gate.transactional(
      orm.em.fork(),
      async (em, outbox) => {
        em.persist(contact('never stored'));
        outbox.post(member.user, [note('rolled-back@example.test')]);
        await em.flush();
        throw new Error('the change failed after its mail was asked for');
      },
      { sender: member.user, mails: 2, kind: MailKind.TRADE },
    );
    await expect(failed).rejects.toThrow('the change failed after its mail was asked for');
    expect(await t.em().count(ContactMessage, { subject: 'never stored' })).toBe(0);
    expect(await mailsTo('rolled-back@example.test')).toBe(0);

    // Both of the member's two mails are theirs again.
    await gate.transactional(
      orm.em.fork(),
      async (_em, outbox) =>
        outbox.post(member.user, [note('kept-1@example.test'), note('kept-2@example.test')]),
      { sender: member.user, mails: 2, kind: MailKind.TRADE },
    );
    expect(await mailsTo('kept-2@example.test')).toBe(1);
  });

  it('sends a committed change’s mail exactly once, after the change can be read', async () => {
    let storedWhenSent: number | undefined;
    const to = 'committed@example.test';
    const sent = mailbox.waitFor(to).then(async () => {
      storedWhenSent = await t.em().count(ContactMessage, { subject: 'stored' });
    });
    await gate.transactional(orm.em.fork(), async (em, outbox) => {
      em.persist(contact('stored'));
      outbox.post(null, [note(to)]);
    });
    await sent;
    expect(storedWhenSent).toBe(1);
    expect(await mailsTo(to)).toBe(1);
  });

  it('refuses to run inside another transaction, where its end would not be the commit', async () => {
    await expect(
      orm.em.fork().transactional((em) => gate.transactional(em, async () => undefined)),
    ).rejects.toThrow('must not run inside another transaction');
  });
});
