/**
 * Sentences users read both in the server's answers and in the forms, in the specs' words: the server answers
 * with them, and the forms say the same before anything is sent. Written here once so the two never drift apart.
 */

// Forms with a missing field.
export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const FILL_IN_REQUIRED = 'Please fill in all required fields';
export const FILL_IN_PASSWORD_FIELDS = 'Please fill in all password fields';
export const ARTWORK_REQUIRED = 'Please fill in all required fields and upload at least one image';
export const TITLE_AND_DATE = 'Please fill in title and date';
export const DECK_NAME_REQUIRED = 'Deck name is required.';
export const CATEGORY_NAME_REQUIRED = 'Please enter a category name';
export const COMMENT_REQUIRED = 'Please enter a comment';
export const CARD_OFFERED_REQUIRED = 'Please enter the card you are offering';
export const PRICE_OFFERED_REQUIRED = 'Please enter the price you are offering';
export const AMOUNT_WANTED_REQUIRED = 'Please enter the amount you want on top';

// Values refused.
export const VALID_EMAIL = 'Please enter a valid email address';
export const VALID_AGE = 'Please enter a valid age';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const PASSWORD_NEEDED = 'Enter your current password to change your e-mail address.';

// Access and absence.
export const ADMIN_ONLY = 'You need admin privileges to access this page.';
export const DECK_NOT_FOUND = 'Deck not found';

// Done.
export const MESSAGE_SENT = "Message sent successfully! We'll get back to you soon.";
export const ENQUIRY_SENT = 'Message sent! They will reply to your e-mail address.';
export const PASSWORD_CHANGED = 'Password changed successfully!';
export const PROFILE_UPDATED = 'Profile updated successfully!';
export const USER_CREATED = 'User created successfully!';
export const USER_REJECTED = 'User rejected and deleted successfully!';
