/** A mail ready to send: both a plain-text and an HTML part. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}
