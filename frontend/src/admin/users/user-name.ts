import type { UserDto } from '../../api/generated/types.gen';

type Named = Pick<UserDto, 'email'> & {
  readonly profile?: Partial<Pick<UserDto['profile'], 'firstName' | 'lastName'>> | null;
};

/** 'First Last', or the e-mail address when the user has no name. */
export function fullName(user: Named): string {
  const name = [user.profile?.firstName, user.profile?.lastName]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/** Up to two initials for an avatar that cannot show its image. */
export function initials(user: Named): string {
  const letters = [user.profile?.firstName, user.profile?.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}
