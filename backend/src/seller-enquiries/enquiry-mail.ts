import { mailBody } from '../common/mail-body.js';
import { MailKind } from '../mail/dto/mail-kind.dto.js';
import type { MailMessage } from '../mail/mail.service.js';
import type { CreateEnquiryDto } from './dto/enquiry.dto.js';

/**
 * A visitor's enquiry as mailed to a member: the visitor's own words and address, so replying answers them
 * (the member's address stays unknown to the visitor until the member replies).
 */
export function enquiryMail(input: {
  to: string;
  subject: string;
  /** What it is about, as the page showed it: 'your listing Charizard ex'. */
  about: string;
  enquiry: CreateEnquiryDto;
  clubName: string;
}): MailMessage {
  const { name, email, message } = input.enquiry;
  const body = mailBody({
    paragraphs: [
      `${name} <${email}> wrote about ${input.about} through the ${input.clubName} website:`,
      message,
      'Reply to this mail to answer them. The club did not give them your e-mail address.',
    ],
    signature: `— ${input.clubName}`,
  });
  return { kind: MailKind.ENQUIRY, to: input.to, replyTo: email, subject: input.subject, ...body };
}
