import { MailKind } from '../mail/dto/mail-kind.dto.js';
import type { MailMessage } from '../mail/mail.service.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

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
  const html = `<!doctype html>
<html lang="en-GB"><body style="font-family: Arial, sans-serif; color: #1f2937; line-height: 1.5">
  <p><strong>${escapeHtml(input.name)}</strong> &lt;${escapeHtml(input.email)}&gt; wrote through the contact form:</p>
  <blockquote style="white-space: pre-wrap; border-left: 4px solid #d1d5db; margin: 0; padding-left: 12px">${escapeHtml(input.message)}</blockquote>
  <p>Reply to this mail to answer them. Mark it handled in the <a href="${escapeHtml(input.adminUrl)}">admin area</a>.</p>
</body></html>`;
  return {
    kind: MailKind.CONTACT,
    to: input.to,
    replyTo: input.email,
    subject: `Contact form: ${input.subject}`,
    text,
    html,
  };
}
