import { escapeMarkup } from '../../common/escape-markup.js';
import { htmlMail } from '../../common/mail-body.js';
import { MailKind } from '../../mail/dto/mail-kind.dto.js';
import type { MailMessage } from '../../mail/mail.service.js';

/** The mail a member receives when an admin approves their application. */
export function approvalMail(input: { to: string; firstName: string; publicUrl: string }): MailMessage {
  const signInUrl = `${input.publicUrl}/login`;
  const name = input.firstName || 'Trainer';
  const text = [
    `Hi ${name},`,
    '',
    'Good news: your membership of the Pokémon TCG Club has been approved.',
    'You can now sign in to the members’ area: your dashboard, the forum, members-only trades, and the card browser and deck builder.',
    '',
    `Sign in here: ${signInUrl}`,
    '',
    'See you at the next club session!',
    'The Pokémon TCG Club team',
  ].join('\n');
  const html = htmlMail(`  <p>Hi ${escapeMarkup(name)},</p>
  <p>Good news: your membership of the <strong>Pokémon TCG Club</strong> has been approved.</p>
  <p>You can now sign in to the members’ area: your dashboard, the forum, members-only trades, and the card browser and deck builder.</p>
  <p><a href="${escapeMarkup(signInUrl)}" style="display: inline-block; padding: 10px 18px; background: #1d4ed8; color: #ffffff; border-radius: 6px; text-decoration: none">Sign in</a></p>
  <p>Or open this link: <a href="${escapeMarkup(signInUrl)}">${escapeMarkup(signInUrl)}</a></p>
  <p>See you at the next club session!<br>The Pokémon TCG Club team</p>`);
  return {
    kind: MailKind.ACCOUNT,
    to: input.to,
    subject: 'Your Pokémon TCG Club membership is approved',
    text,
    html,
  };
}
