/** A password's length wherever a member's is set or typed: sign-up, a change, the admin's user form. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
