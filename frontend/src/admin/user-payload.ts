import type { ProfileDto, UserDto } from '../api/generated/types.gen';

type ProfileFields = Pick<ProfileDto, 'firstName' | 'lastName' | 'avatar' | 'bio' | 'location'>;

/** The values of the user forms: the shape of a `UserDto` record plus the password on creation. */
export interface UserFormValues {
  readonly email?: UserDto['email'];
  readonly role?: UserDto['role'];
  readonly password?: string;
  readonly profile?: Partial<ProfileFields> | null;
}

/** The flat body that `POST /api/admin/users` and `PUT /api/admin/users/{id}` accept (no other keys). */
export type UserPayload = Partial<Pick<UserDto, 'email' | 'role'> & ProfileFields & { password: string }>;

type FlatKey = keyof UserPayload;
const PROFILE_KEYS = ['firstName', 'lastName', 'avatar', 'bio', 'location'] as const;

function flatten(values: UserFormValues): UserPayload {
  const flat: Record<string, unknown> = {
    email: typeof values.email === 'string' ? values.email.trim() : values.email,
    role: values.role,
    password: values.password,
  };
  for (const key of PROFILE_KEYS) flat[key] = values.profile?.[key];
  const avatar = flat.avatar;
  if (typeof avatar === 'string' && avatar.trim() !== '') flat.avatar = Number(avatar);
  for (const key of Object.keys(flat)) {
    if (flat[key] === undefined || flat[key] === null || flat[key] === '') delete flat[key];
  }
  return flat as UserPayload;
}

/** The body for creating a user: every filled field, flat. */
export function toUserCreatePayload(values: UserFormValues): UserPayload {
  return flatten(values);
}

/**
 * The body for updating a user: only the fields that differ from the record as loaded, flat, and
 * never a password (the edit form has none). Ids, dates and the nested profile are not sent.
 */
export function toUserUpdatePayload(values: UserFormValues, previous?: UserFormValues): UserPayload {
  const next = flatten({ ...values, password: undefined });
  if (!previous) return next;
  const before = flatten({ ...previous, password: undefined });
  const changed: Record<string, unknown> = {};
  for (const key of Object.keys(next) as FlatKey[]) {
    if (next[key] !== before[key]) changed[key] = next[key];
  }
  return changed as UserPayload;
}
