import { mailBody } from '../../common/mail-body.js';
import { MailKind } from '../../mail/dto/mail-kind.dto.js';
import type { MailMessage } from '../../mail/mail.service.js';

interface Person {
  email: string;
  profile: { firstName: string; lastName: string };
}

const nameOf = (person: Person) => `${person.profile.firstName} ${person.profile.lastName}`.trim();

/** An account became an admin: its owner and every other admin hear of it, so a rogue promotion is noticed. */
export function newAdminMails(input: {
  admin: Person;
  by: Person;
  otherAdmins: Person[];
  clubName: string;
  adminUrl: string;
}): MailMessage[] {
  const { admin, by, clubName } = input;
  const toAdmin: MailMessage = {
    kind: MailKind.ACCOUNT,
    to: admin.email,
    subject: `You are now an admin of ${clubName}`,
    ...mailBody({
      paragraphs: [
        `Hi ${admin.profile.firstName},`,
        `${nameOf(by)} made your ${clubName} account an admin: you can now approve members and run the club's pages.`,
        'If you did not expect this, tell a committee member.',
      ],
      link: { label: 'Open the admin area', url: input.adminUrl },
      signature: `— ${clubName}`,
    }),
  };
  const toOthers = input.otherAdmins.map((other): MailMessage => ({
    kind: MailKind.ACCOUNT,
    to: other.email,
    subject: `${nameOf(admin)} is now an admin of ${clubName}`,
    ...mailBody({
      paragraphs: [
        `Hi ${other.profile.firstName},`,
        `${nameOf(by)} made ${nameOf(admin)} (${admin.email}) an admin of ${clubName}.`,
        'If nobody meant to, change the role back under Users and tell the committee.',
      ],
      link: { label: 'Open the admin area', url: input.adminUrl },
      signature: `— ${clubName}`,
    }),
  }));
  return [toAdmin, ...toOthers];
}

/** An admin changed an account's e-mail address: the old address is told, as a member's own change tells it. */
export function addressChangedByAdminMail(input: {
  to: string;
  firstName: string;
  newEmail: string;
  clubName: string;
}): MailMessage {
  return {
    kind: MailKind.ACCOUNT,
    to: input.to,
    subject: `Your ${input.clubName} e-mail address was changed`,
    ...mailBody({
      paragraphs: [
        `Hi ${input.firstName},`,
        `An admin changed the e-mail address of your ${input.clubName} account to ${input.newEmail}. Sign in with that address from now on.`,
        'If you did not ask for this, tell a committee member.',
      ],
      signature: `— ${input.clubName}`,
    }),
  };
}
