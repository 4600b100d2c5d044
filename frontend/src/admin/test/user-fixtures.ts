import type { UserDto } from '../../api/generated/types.gen';

const HOUR = 3_600_000;

export function adminUser(
  id: number,
  role: UserDto['role'],
  firstName: string,
  lastName: string,
  hoursAgo: number,
): UserDto {
  return {
    id,
    email: `${firstName.toLowerCase()}@example.org`,
    role,
    createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    approvedAt: role === 'PENDING' ? null : new Date(Date.now() - hoursAgo * HOUR).toISOString(),
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

/** Four users: an admin, two members, one pending; joined 0.5 h, 3 h, 30 h and 400 h ago. */
export const clubUsers: UserDto[] = [
  adminUser(1, 'ADMIN', 'Misty', 'Waterflower', 400),
  adminUser(2, 'MEMBER', 'Brock', 'Harrison', 30),
  adminUser(3, 'MEMBER', 'Ash', 'Ketchum', 3),
  adminUser(4, 'PENDING', 'Gary', 'Oak', 0.5),
];
