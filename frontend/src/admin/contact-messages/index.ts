/** The `contact-messages` resource: the contact form's messages, read and marked handled by admins. */
export { ContactMessageList as list } from './ContactMessageList';
export { default as icon } from '@mui/icons-material/MailOutlined';

export const recordRepresentation = (record: { subject: string }): string => record.subject;
