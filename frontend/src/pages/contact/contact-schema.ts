import { MESSAGE_SENT, VALID_EMAIL } from '@club/rules';
import { z } from 'zod';
import { EMAIL_PATTERN, requiredText } from '../../shared/form-rules';

/** The contact form (spec 1 §5): all four fields required, the e-mail an e-mail address. */
export const CONTACT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter your email',
  invalidEmail: VALID_EMAIL,
  subject: 'Please enter a subject',
  message: 'Please enter a message',
  sent: MESSAGE_SENT,
  failed: 'Failed to send your message. Please try again.',
} as const;

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.name),
  email: requiredText(CONTACT_MESSAGES.email).regex(EMAIL_PATTERN, CONTACT_MESSAGES.invalidEmail),
  subject: requiredText(CONTACT_MESSAGES.subject),
  message: requiredText(CONTACT_MESSAGES.message),
});

export type ContactFields = z.input<typeof contactSchema>;

export const EMPTY_CONTACT: ContactFields = { name: '', email: '', subject: '', message: '' };
