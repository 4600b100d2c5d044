import { ENQUIRY_SENT } from '@club/rules';
import { z } from 'zod';
import { CONTACT_MESSAGES, contactSchema } from '../contact/contact-schema';

/** An enquiry to a seller or artist: the contact form's rules and messages, without a subject. */
export const enquirySchema = contactSchema.omit({ subject: true });
export type EnquiryFields = z.input<typeof enquirySchema>;

export const ENQUIRY_MESSAGES = {
  sent: ENQUIRY_SENT,
  failed: 'Failed to send your message. Please try again.',
  invalidEmail: CONTACT_MESSAGES.invalidEmail,
} as const;
