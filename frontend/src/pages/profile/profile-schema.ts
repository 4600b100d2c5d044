import { z } from 'zod';
import type { UpdateProfileDto } from '../../api/generated/types.gen';
import type { SessionUser } from '../../auth/session';
import { EMAIL_PATTERN, requiredText } from '../../shared/form-rules';

/** The profile form's messages (spec 2 §5, §8), word for word. */
export const PROFILE_MESSAGES = {
  required: 'Please fill in all required fields',
  email: 'Please enter a valid email address',
  saved: 'Profile updated successfully!',
  failed: 'Failed to update profile',
  network: 'Failed to update profile. Please try again.',
} as const;

/** The form shows one message: missing fields first. */
export const PROFILE_RULE_ORDER = [PROFILE_MESSAGES.required, PROFILE_MESSAGES.email] as const;

export const profileSchema = z.object({
  avatar: z.number().int(),
  firstName: requiredText(PROFILE_MESSAGES.required),
  lastName: requiredText(PROFILE_MESSAGES.required),
  email: requiredText(PROFILE_MESSAGES.required).regex(EMAIL_PATTERN, PROFILE_MESSAGES.email),
  location: z.string().trim(),
  bio: z.string().trim(),
});

export type ProfileFields = z.input<typeof profileSchema>;

/** The form filled in from the signed-in user. */
export function profileFields(user: SessionUser): ProfileFields {
  const { avatar, firstName, lastName, location, bio } = user.profile;
  return { avatar, firstName, lastName, email: user.email, location: location ?? '', bio: bio ?? '' };
}

/** The body of `usersUpdateMe`: an emptied location or bio is cleared. */
export function toUpdateProfile(fields: ProfileFields): UpdateProfileDto {
  return { ...fields, location: fields.location || null, bio: fields.bio || null };
}
