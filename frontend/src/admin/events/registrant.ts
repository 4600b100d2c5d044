/**
 * How a registration's person reads in 'View registrations' (spec 2 §3): a member by name and e-mail,
 * a family member by name and age with their member, and 'Unknown User' / 'No email available' when
 * the registration names no one the club still knows.
 */
interface PersonProfile {
  readonly firstName?: string | null;
  readonly lastName?: string | null;
}
interface RegisteredUser {
  readonly email?: string | null;
  readonly profile?: PersonProfile | null;
}
export interface RegistrationPerson {
  readonly user?: RegisteredUser | null;
  readonly familyMember?: {
    readonly name?: string | null;
    readonly age?: number | null;
    readonly owner?: RegisteredUser | null;
  } | null;
}

export const UNKNOWN_USER = 'Unknown User';
export const NO_EMAIL = 'No email available';

function nameOf(user: RegisteredUser | null | undefined): string {
  const { firstName, lastName } = user?.profile ?? {};
  return [firstName, lastName].filter(Boolean).join(' ');
}

export function registrantName({ user, familyMember }: RegistrationPerson): string {
  if (user) return nameOf(user) || UNKNOWN_USER;
  if (familyMember?.name) {
    const owner = nameOf(familyMember.owner);
    const age = familyMember.age != null ? `, age ${familyMember.age}` : '';
    return `${familyMember.name}${age}${owner ? ` (family of ${owner})` : ''}`;
  }
  return UNKNOWN_USER;
}

export function registrantEmail({ user, familyMember }: RegistrationPerson): string {
  return user?.email || familyMember?.owner?.email || NO_EMAIL;
}
