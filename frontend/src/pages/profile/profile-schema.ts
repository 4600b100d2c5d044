import {
  FILL_IN_REQUIRED,
  isBirthDate,
  isPlayerId,
  PASSWORD_NEEDED,
  PROFILE_UPDATED,
  ukDay,
  VALID_BIRTH_DATE,
  VALID_EMAIL,
  VALID_PLAYER_ID,
} from '@club/rules';
import { z } from 'zod';
import type { UpdateProfileDto } from '../../api/generated/types.gen';
import type { SessionUser } from '../../auth/session';
import { EMAIL_PATTERN, requiredText } from '../../shared/form-rules';

/** The profile form's messages (spec 2 §5, §8), word for word. */
export const PROFILE_MESSAGES = {
  required: FILL_IN_REQUIRED,
  email: VALID_EMAIL,
  passwordNeeded: PASSWORD_NEEDED,
  playerId: VALID_PLAYER_ID,
  birthDate: VALID_BIRTH_DATE,
  saved: PROFILE_UPDATED,
  failed: 'Failed to update profile',
  network: 'Failed to update profile. Please try again.',
} as const;

/** The form shows one message: missing fields first. */
export const PROFILE_RULE_ORDER = [
  PROFILE_MESSAGES.required,
  PROFILE_MESSAGES.email,
  PROFILE_MESSAGES.passwordNeeded,
  PROFILE_MESSAGES.playerId,
  PROFILE_MESSAGES.birthDate,
] as const;

/** An optional Player ID: blank, or digits as Play! Pokémon gives them (docs/adr/0061). */
export const optionalPlayerId = (message: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || isPlayerId(text), message);

/** An optional date of birth: blank, or a real day up to today. */
export const optionalBirthDate = (message: string) =>
  z
    .string()
    .trim()
    .refine((text) => text === '' || isBirthDate(text, ukDay()), message);

/** Whether the form's address is another than the account's (the server compares lower-cased). */
export function emailChanged(email: string, currentEmail: string): boolean {
  return email.trim().toLowerCase() !== currentEmail.toLowerCase();
}

/** The form's rules; a changed e-mail address needs the current password (the server checks it). */
export function profileSchema(currentEmail: string) {
  return z
    .object({
      avatar: z.number().int(),
      firstName: requiredText(PROFILE_MESSAGES.required),
      lastName: requiredText(PROFILE_MESSAGES.required),
      email: requiredText(PROFILE_MESSAGES.required).regex(EMAIL_PATTERN, PROFILE_MESSAGES.email),
      currentPassword: z.string(),
      location: z.string().trim(),
      bio: z.string().trim(),
      playerId: optionalPlayerId(PROFILE_MESSAGES.playerId),
      birthDate: optionalBirthDate(PROFILE_MESSAGES.birthDate),
    })
    .refine((fields) => !emailChanged(fields.email, currentEmail) || fields.currentPassword !== '', {
      message: PROFILE_MESSAGES.passwordNeeded,
      path: ['currentPassword'],
    });
}

export type ProfileFields = z.input<ReturnType<typeof profileSchema>>;

/** The form filled in from the signed-in user. */
export function profileFields(user: SessionUser): ProfileFields {
  const { avatar, firstName, lastName, location, bio, playerId, birthDate } = user.profile;
  return {
    avatar,
    firstName,
    lastName,
    email: user.email,
    currentPassword: '',
    location: location ?? '',
    bio: bio ?? '',
    playerId: playerId ?? '',
    birthDate: birthDate ?? '',
  };
}

/**
 * The body of `usersUpdateMe`: an emptied location or bio is cleared; the password goes only with a new
 * address.
 */
export function toUpdateProfile(fields: ProfileFields, currentEmail: string): UpdateProfileDto {
  const { currentPassword, ...profile } = fields;
  return {
    ...profile,
    location: profile.location || null,
    bio: profile.bio || null,
    playerId: profile.playerId || null,
    birthDate: profile.birthDate || null,
    ...(emailChanged(profile.email, currentEmail) ? { currentPassword } : {}),
  };
}
