import { mailBody } from '../common/mail-body.js';
import { MailKind } from '../mail/dto/mail-kind.dto.js';
import type { MailMessage } from '../mail/mail.service.js';

/**
 * To the owner of an address someone tried to sign up with again: the sign-up answered as for a new account, so
 * that it tells nobody which addresses are registered; the owner learns of it here instead.
 */
export function signupAttemptMail(input: {
  to: string;
  firstName: string;
  clubName: string;
  publicUrl: string;
}): MailMessage {
  return {
    kind: MailKind.ADDRESS_IN_USE,
    to: input.to,
    subject: `Someone tried to create a ${input.clubName} account with your address`,
    ...mailBody({
      paragraphs: [
        `Hi ${input.firstName},`,
        `Someone just tried to create a new ${input.clubName} account with this e-mail address, which already has an account. No second account was made.`,
        'If it was you, sign in with your existing account instead. If you forgot its password, ask a committee member to reset it. If it was not you, you can ignore this mail.',
      ],
      link: { label: 'Sign in', url: `${input.publicUrl}/login` },
      signature: `— ${input.clubName}`,
    }),
  };
}
