import type { Role, UserDto } from '../api/generated/types.gen';

/**
 * Where the last signed-in member's public profile is kept, so that a reload without a connection still knows
 * who is signed in (session.ts). A `club-member-` name: logout deletes it with the rest of the member's data.
 */
export const IDENTITY_KEY = 'club-member-identity';

/** What is kept: who the member is and what they may open. Never a token, nor the e-mail address. */
interface KeptIdentity {
  readonly id: number;
  readonly role: Role;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatar: number;
  readonly avatarUrl: string;
}

const ROLES: readonly Role[] = ['ADMIN', 'MEMBER', 'PENDING'];

function isKeptIdentity(value: unknown): value is KeptIdentity {
  if (typeof value !== 'object' || value === null) return false;
  const kept = value as Record<keyof KeptIdentity, unknown>;
  return (
    Number.isSafeInteger(kept.id) &&
    ROLES.includes(kept.role as Role) &&
    typeof kept.firstName === 'string' &&
    typeof kept.lastName === 'string' &&
    Number.isSafeInteger(kept.avatar) &&
    typeof kept.avatarUrl === 'string'
  );
}

/** Storage can be refused (a private window, a full disk): the member is then simply not known offline. */
function withStorage<T>(task: (storage: Storage) => T, otherwise: T): T {
  try {
    return task(localStorage);
  } catch {
    return otherwise;
  }
}

/** Keeps the signed-in member's public profile. */
export function keepIdentity(user: UserDto): void {
  const { id, role, profile } = user;
  const kept: KeptIdentity = {
    id,
    role,
    firstName: profile.firstName,
    lastName: profile.lastName,
    avatar: profile.avatar,
    avatarUrl: profile.avatarUrl,
  };
  withStorage((storage) => storage.setItem(IDENTITY_KEY, JSON.stringify(kept)), undefined);
}

/**
 * The member last signed in here, as the app reads a user; what is not kept is empty. Null when nobody is kept,
 * or what is kept is not an identity (edited by hand, or from another version of the site).
 */
export function keptIdentity(): UserDto | null {
  const text = withStorage((storage) => storage.getItem(IDENTITY_KEY), null);
  if (text === null) return null;
  let kept: unknown;
  try {
    kept = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isKeptIdentity(kept)) return null;
  const { id, role, firstName, lastName, avatar, avatarUrl } = kept;
  return {
    id,
    role,
    email: '',
    createdAt: '',
    approvedAt: null,
    // The Player ID and date of birth are never kept on the device.
    profile: {
      firstName,
      lastName,
      avatar,
      avatarUrl,
      bio: null,
      location: null,
      playerId: null,
      birthDate: null,
    },
  };
}

export function forgetIdentity(): void {
  withStorage((storage) => storage.removeItem(IDENTITY_KEY), undefined);
}
