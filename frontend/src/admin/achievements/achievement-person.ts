import type { AchievementDto } from '../../api/generated/types.gen';

/**
 * The 'User' cell of the All Achievements table (spec 2 §2): the member's name, or for a family
 * member their name, '<owner>'s family' and their age.
 */
export function achievementPerson(record: Pick<AchievementDto, 'user' | 'familyMember'>): {
  name: string;
  detail: string | null;
  avatar: string | null;
} {
  if (record.user) {
    const { firstName, lastName, avatarUrl } = record.user.profile;
    return { name: `${firstName} ${lastName}`, detail: record.user.email, avatar: avatarUrl };
  }
  if (record.familyMember) {
    const { name, age, owner, avatarUrl } = record.familyMember;
    return {
      name,
      detail: `${owner.profile.firstName} ${owner.profile.lastName}'s family · age ${age}`,
      avatar: avatarUrl,
    };
  }
  return { name: 'Unknown User', detail: null, avatar: null };
}
