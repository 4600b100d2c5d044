import { mailBody } from '../common/mail-body.js';
import { MailKind } from '../mail/dto/mail-kind.dto.js';
import type { MailMessage } from '../mail/mail.service.js';

interface Context {
  to: string;
  firstName: string;
  clubName: string;
}

const IF_NOT_YOU = 'If this was not you, tell a committee member at once: they can reset your password.';

/** After a password change: a member whose account was taken over hears of it. */
export function passwordChangedMail(input: Context): MailMessage {
  return {
    kind: MailKind.ACCOUNT,
    to: input.to,
    subject: `Your ${input.clubName} password was changed`,
    ...mailBody({
      paragraphs: [
        `Hi ${input.firstName},`,
        `The password of your ${input.clubName} account was just changed, and every other device signed in to it was signed out.`,
        IF_NOT_YOU,
      ],
      signature: `— ${input.clubName}`,
    }),
  };
}

/** After "sign out everywhere". */
export function sessionsEndedMail(input: Context): MailMessage {
  return {
    kind: MailKind.ACCOUNT,
    to: input.to,
    subject: `You were signed out of ${input.clubName} everywhere`,
    ...mailBody({
      paragraphs: [
        `Hi ${input.firstName},`,
        `Every device signed in to your ${input.clubName} account was just signed out, at your account's request.`,
        IF_NOT_YOU,
      ],
      signature: `— ${input.clubName}`,
    }),
  };
}
