import type { UserFormValues } from '../user-payload';

export const USER_FORM_MESSAGES = {
  required: 'club.users.validation.required',
  email: 'club.users.validation.email',
  password: 'club.users.validation.password',
  avatar: 'club.users.validation.avatar',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
export const AVATAR_MIN = 1;
export const AVATAR_MAX = 1025;

type Message = (typeof USER_FORM_MESSAGES)[keyof typeof USER_FORM_MESSAGES];

export interface UserFormErrors {
  email?: Message;
  password?: Message;
  profile?: { firstName?: Message; lastName?: Message; avatar?: Message };
}

const blank = (value: unknown): boolean => typeof value !== 'string' || value.trim() === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The rules of the admin user dialog (spec 2 §5): email, first name and last name required; a
 * password of at least 6 characters only when creating; the avatar a Pokédex number 1–1025.
 */
export function validateUserForm(values: UserFormValues, creating: boolean): UserFormErrors {
  const errors: UserFormErrors = {};
  const profile: NonNullable<UserFormErrors['profile']> = {};
  if (blank(values.email)) errors.email = USER_FORM_MESSAGES.required;
  else if (!EMAIL.test(String(values.email).trim())) errors.email = USER_FORM_MESSAGES.email;
  if (creating) {
    if (blank(values.password)) errors.password = USER_FORM_MESSAGES.required;
    else if (String(values.password).length < PASSWORD_MIN_LENGTH)
      errors.password = USER_FORM_MESSAGES.password;
  }
  if (blank(values.profile?.firstName)) profile.firstName = USER_FORM_MESSAGES.required;
  if (blank(values.profile?.lastName)) profile.lastName = USER_FORM_MESSAGES.required;
  const avatar = values.profile?.avatar;
  if (
    avatar !== undefined &&
    avatar !== null &&
    !(Number.isInteger(avatar) && avatar >= AVATAR_MIN && avatar <= AVATAR_MAX)
  ) {
    profile.avatar = USER_FORM_MESSAGES.avatar;
  }
  if (Object.keys(profile).length > 0) errors.profile = profile;
  return errors;
}

/** The one message to toast for a failed submit: missing fields first, else the first other rule. */
export function userFormSummary(errors: UserFormErrors): Message | undefined {
  const messages = [
    errors.email,
    errors.password,
    errors.profile?.firstName,
    errors.profile?.lastName,
    errors.profile?.avatar,
  ];
  const present = messages.filter((message): message is Message => message !== undefined);
  return present.includes(USER_FORM_MESSAGES.required) ? USER_FORM_MESSAGES.required : present[0];
}
