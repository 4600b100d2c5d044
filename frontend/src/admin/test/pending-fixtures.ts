import type { UserDto } from '../../api/generated/types.gen';
import { holdSessionCookies, json, sessionFor } from '../../test/api-mock';

export function pendingUser(id: number, firstName: string, lastName: string, createdAt: string): UserDto {
  return {
    id,
    email: `${firstName.toLowerCase()}@example.org`,
    role: 'PENDING',
    createdAt,
    approvedAt: null,
    profile: {
      firstName,
      lastName,
      avatar: 25,
      avatarUrl: 'https://img.invalid/25.png',
      bio: null,
      location: null,
      playerId: null,
      birthDate: null,
    },
  };
}

export const gary = pendingUser(11, 'Gary', 'Oak', '2026-11-03T14:05:00.000Z');
export const may = pendingUser(12, 'May', 'Maple', '2026-07-01T08:30:00.000Z');

/** The network of a signed-in user of `role`: session restore through the refresh cookie, /me, logout. */
export function sessionRoutes(role: UserDto['role']) {
  holdSessionCookies();
  const session = sessionFor(role, `token-${role}`);
  return {
    authRefresh: json(200, session),
    authMe: json(200, session.user),
    authLogout: new Response(null, { status: 204 }),
  };
}
