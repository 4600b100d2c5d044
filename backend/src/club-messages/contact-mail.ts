import { escapeMarkup } from '../common/escape-markup.js';
import { htmlMail } from '../common/mail-body.js';
import { MailKind } from '../mail/dto/mail-kind.dto.js';
import type { MailMessage } from '../mail/mail.service.js';

/** A contact message as mailed to the club: replying answers the visitor. */
export function contactMail(input: {
  to: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  adminUrl: string;
}): MailMessage {
  const text = [
    `${input.name} <${input.email}> wrote through the contact form:`,
    '',
    input.message,
    '',
    `Reply to this mail to answer them. Mark it handled in the admin area: ${input.adminUrl}`,
  ].join('\n');
  const html =
    htmlMail(`  <p><strong>${escapeMarkup(input.name)}</strong> &lt;${escapeMarkup(input.email)}&gt; wrote through the contact form:</p>
  <blockquote style="white-space: pre-wrap; border-left: 4px solid #d1d5db; margin: 0; padding-left: 12px">${escapeMarkup(input.message)}</blockquote>
  <p>Reply to this mail to answer them. Mark it handled in the <a href="${escapeMarkup(input.adminUrl)}">admin area</a>.</p>`);
  return {
    kind: MailKind.CONTACT,
    to: input.to,
    replyTo: input.email,
    subject: `Contact form: ${input.subject}`,
    text,
    html,
  };
}
