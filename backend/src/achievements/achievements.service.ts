import { FILL_IN_REQUIRED } from '@club/rules';
import { type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { filterIds, filterText, type ListPage, type ListQuery, rowsOf } from '../common/simple-rest.js';
import { FamilyService } from '../family/family.service.js';
import { avatarUrl } from '../users/dto/user.dto.js';
import { UsersService } from '../users/users.service.js';
import { Achievement } from './achievement.entity.js';
import { AchievementType, leaderboard, publicName, type Win } from './domain/leaderboard.js';
import {
  type AchievementDto,
  type CreateAchievementDto,
  type LeaderboardDto,
  toAchievementDto,
  type UpdateAchievementDto,
} from './dto/achievement.dto.js';

/** A tournament placing, as the tournament's last step records it (for a member or one family member). */
export type TournamentWin = Pick<
  Achievement,
  'title' | 'date' | 'place' | 'competitionName' | 'competitionType' | 'description' | 'user' | 'familyMember'
>;

const POPULATE = ['user', 'familyMember.owner'] as const;
const SORTS: Record<string, (direction: 'ASC' | 'DESC') => QueryOrderMap<Achievement>> = {
  id: (d) => ({ id: d }),
  date: (d) => ({ date: d }),
  type: (d) => ({ type: d }),
  title: (d) => ({ title: d }),
  place: (d) => ({ place: d }),
  createdAt: (d) => ({ createdAt: d }),
};
export const ACHIEVEMENT_SORT_FIELDS = Object.keys(SORTS);
export const ONE_PERSON = 'An achievement belongs to a member or to one family member, not both.';

/** Wins recorded by admins, and the leaderboard made of them. */
@Injectable()
export class AchievementsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly family: FamilyService,
  ) {}

  /** The leaderboard (GET /api/leaderboard). */
  async leaderboard(): Promise<LeaderboardDto> {
    return leaderboard(await this.wins());
  }

  /** Every win with its winner, read through the achievements' own relations (no other feature's tables). */
  private async wins(): Promise<Win[]> {
    const achievements = await this.em.fork().find(Achievement, {}, { populate: ['user', 'familyMember'] });
    return achievements.map((achievement) => {
      const user = achievement.user;
      const member = achievement.familyMember;
      return {
        achievementId: achievement.id,
        type: achievement.type,
        date: achievement.date,
        personKey: user ? `user-${user.id}` : `family-${member!.id}`,
        name: user ? publicName(user.profile.firstName, user.profile.lastName) : member!.name,
        avatar: avatarUrl(user ? user.profile.avatar : member!.avatar),
      };
    });
  }

  async list(query: ListQuery): Promise<ListPage<AchievementDto>> {
    const [field, direction] = query.sort ?? ['date', 'DESC'];
    const [achievements, total] = await this.em.findAndCount(Achievement, this.whereOf(query.filter), {
      populate: POPULATE,
      orderBy: [SORTS[field](direction), { id: 'DESC' }],
      ...rowsOf(query.range),
    });
    return { rows: achievements.map(toAchievementDto), total };
  }

  /** A placing won at a tournament, written in the tournament's own unit of work (`em`). */
  recordWin(em: EntityManager, win: TournamentWin): void {
    em.persist(
      Object.assign(new Achievement(win.title, win.date), win, { type: AchievementType.TOURNAMENT_WIN }),
    );
  }

  count(): Promise<number> {
    return this.em.count(Achievement, {});
  }

  async get(id: number): Promise<AchievementDto> {
    return toAchievementDto(await this.entity(id));
  }

  async create(dto: CreateAchievementDto): Promise<AchievementDto> {
    const achievement = new Achievement(dto.title, dto.date);
    await this.apply(achievement, dto);
    await this.em.persist(achievement).flush();
    return this.get(achievement.id);
  }

  async update(id: number, dto: UpdateAchievementDto): Promise<AchievementDto> {
    const achievement = await this.entity(id);
    if (dto.title !== undefined) achievement.title = dto.title;
    if (dto.date !== undefined) achievement.date = dto.date;
    await this.apply(achievement, dto);
    await this.em.flush();
    return this.get(id);
  }

  async remove(id: number): Promise<AchievementDto> {
    const achievement = await this.entity(id);
    const dto = toAchievementDto(achievement);
    await this.em.remove(achievement).flush();
    return dto;
  }

  private async entity(id: number): Promise<Achievement> {
    const achievement = await this.em.findOne(Achievement, { id }, { populate: POPULATE, refresh: true });
    if (!achievement) throw new NotFoundException('That achievement does not exist.');
    return achievement;
  }

  /** Applies the fields sent; the result must name exactly one person, who exists. */
  private async apply(
    achievement: Achievement,
    dto: CreateAchievementDto | UpdateAchievementDto,
  ): Promise<void> {
    if (dto.type !== undefined) achievement.type = dto.type;
    if (dto.description !== undefined) achievement.description = dto.description || null;
    if (dto.place !== undefined) achievement.place = dto.place;
    if (dto.competitionName !== undefined) achievement.competitionName = dto.competitionName || null;
    if (dto.competitionType !== undefined) achievement.competitionType = dto.competitionType || null;
    const userId = dto.userId !== undefined ? dto.userId : (achievement.user?.id ?? null);
    const familyMemberId =
      dto.familyMemberId !== undefined ? dto.familyMemberId : (achievement.familyMember?.id ?? null);
    if (userId === null && familyMemberId === null) throw new BadRequestException(FILL_IN_REQUIRED);
    if (userId !== null && familyMemberId !== null) throw new BadRequestException(ONE_PERSON);
    if (userId !== null) {
      const user = await this.users.find(userId);
      if (!user) throw new BadRequestException('There is no member with that userId.');
      achievement.setPerson({ user });
    } else {
      const member = await this.family.find(familyMemberId!);
      if (!member) throw new BadRequestException('There is no family member with that familyMemberId.');
      achievement.setPerson({ familyMember: member });
    }
  }

  private whereOf(filter: Record<string, unknown>): FilterQuery<Achievement> {
    const where: FilterQuery<Achievement>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (key === 'q') {
        const like = filterText(value);
        where.push({ $or: [{ title: { $ilike: like } }, { competitionName: { $ilike: like } }] });
      } else if (key === 'id') {
        where.push({ id: { $in: filterIds(value, 'an achievement id') } });
      } else if (key === 'type') {
        if (!Object.values(AchievementType).includes(value as AchievementType))
          throw new BadRequestException(`type must be one of ${Object.values(AchievementType).join(', ')}.`);
        where.push({ type: value as AchievementType });
      } else if (key === 'userId') {
        where.push({ user: filterIds(value, 'a user id')[0] });
      } else if (key === 'familyMemberId') {
        where.push({ familyMember: filterIds(value, 'a family member id')[0] });
      } else {
        throw new BadRequestException(
          `Unknown filter '${key}'. Filters: q, id, type, userId, familyMemberId.`,
        );
      }
    }
    return where.length ? { $and: where } : {};
  }
}
