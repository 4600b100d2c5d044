import { mailBody } from '../common/mail-body.js';
import { MailKind } from '../mail/dto/mail-kind.dto.js';
import type { MailMessage } from '../mail/mail.service.js';

interface Context {
  firstName: string;
  clubName: string;
}

/** To the new address: the link that makes it the account's address. */
export function confirmEmailMail(input: Context & { to: string; link: string; hours: number }): MailMessage {
  return {
    kind: MailKind.ACCOUNT,
    to: input.to,
    subject: `Confirm your new e-mail address for ${input.clubName}`,
    ...mailBody({
      paragraphs: [
        `Hi ${input.firstName},`,
        `You asked to use this address for your ${input.clubName} account. Open the link below within ${input.hours} hours to confirm it; until then your account keeps its old address.`,
        'If you did not ask for this, ignore this mail: nothing changes.',
      ],
      link: { label: 'Confirm my new e-mail address', url: input.link },
      signature: `— ${input.clubName}`,
    }),
  };
}

/** To the old address: a change was asked for, so a member whose account was taken over hears of it. */
export function emailChangeNoticeMail(input: Context & { to: string; newEmail: string }): MailMessage {
  return {
    kind: MailKind.ACCOUNT,
    to: input.to,
    subject: `Your ${input.clubName} e-mail address is being changed`,
    ...mailBody({
      paragraphs: [
        `Hi ${input.firstName},`,
        `Someone signed in to your ${input.clubName} account asked to change its e-mail address to ${input.newEmail}. The change happens only when the link we sent to that address is opened.`,
        'If this was not you, change your password now and tell a committee member.',
      ],
      signature: `— ${input.clubName}`,
    }),
  };
}

/**
 * To an address that already has an account, when another account asked to move to it: the request was answered
 * as for a free address (so it tells nobody which addresses are registered), and the owner learns of it here.
 */
export function addressInUseMail(input: Context & { to: string }): MailMessage {
  return {
    kind: MailKind.ADDRESS_IN_USE,
    to: input.to,
    subject: `Someone tried to use your address for another ${input.clubName} account`,
    ...mailBody({
      paragraphs: [
        `Hi ${input.firstName},`,
        `Someone signed in to another ${input.clubName} account just asked to change its e-mail address to this one, which already belongs to your account. Nothing changed: no account can take your address.`,
        'If it was you, sign in with this address instead. If it was not, you can ignore this mail.',
      ],
      signature: `— ${input.clubName}`,
    }),
  };
}
