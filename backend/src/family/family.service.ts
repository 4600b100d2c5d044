import { EntityManager } from '@mikro-orm/postgresql';
import { birthYearOf } from '@club/rules';
import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Caller } from '../common/caller.js';
import { Role } from '../common/role.js';
import type { User } from '../users/user.entity.js';
import type { CreateFamilyMemberDto, UpdateFamilyMemberDto } from './dto/family-member.dto.js';
import { FamilyMember } from './family-member.entity.js';

export const NOT_YOUR_FAMILY = 'You can only manage your own family members.';
export const FAMILY_PLAYER_ID_TAKEN = 'This Player ID is already on another family member.';
export const BIRTH_YEAR_DISAGREES = 'The birth year must be the year of the date of birth.';

/** What a family member's form may change about who they are for a sanctioned tournament. */
type PlayerFields = Pick<UpdateFamilyMemberDto, 'birthYear' | 'birthDate' | 'playerId'>;

/** Family members: each member manages their own; admins read everyone's. */
@Injectable()
export class FamilyService {
  constructor(private readonly em: EntityManager) {}

  /** A member's family, oldest entry first. Only the member themself or an admin may ask. */
  listOf(caller: Pick<Caller, 'id' | 'role'>, userId = caller.id): Promise<FamilyMember[]> {
    if (userId !== caller.id && caller.role !== Role.ADMIN) throw new ForbiddenException(NOT_YOUR_FAMILY);
    return this.em.find(FamilyMember, { owner: userId }, { orderBy: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The family member, or null: for callers that answer a missing one in their own words. */
  find(id: number, em: EntityManager = this.em): Promise<FamilyMember | null> {
    return em.findOne(FamilyMember, { id });
  }

  /** The family member as a relation's target, unloaded. */
  reference(id: number, em: EntityManager = this.em): FamilyMember {
    return em.getReference(FamilyMember, id);
  }

  count(): Promise<number> {
    return this.em.count(FamilyMember, {});
  }

  listAll(): Promise<FamilyMember[]> {
    return this.em.find(
      FamilyMember,
      {},
      { populate: ['owner'], orderBy: { owner: { id: 'ASC' }, createdAt: 'ASC', id: 'ASC' } },
    );
  }

  async create(caller: User, dto: CreateFamilyMemberDto): Promise<FamilyMember> {
    if (dto.userId !== undefined && dto.userId !== caller.id) throw new ForbiddenException(NOT_YOUR_FAMILY);
    const member = new FamilyMember(caller, dto.name, dto.age);
    await this.applyPlayerFields(member, dto);
    if (dto.avatar !== undefined) member.avatar = dto.avatar;
    await this.em.persist(member).flush();
    return member;
  }

  async update(caller: User, id: number, dto: UpdateFamilyMemberDto): Promise<FamilyMember> {
    const member = await this.own(caller, id);
    if (dto.name !== undefined) member.name = dto.name;
    if (dto.age !== undefined) member.age = dto.age;
    await this.applyPlayerFields(member, dto);
    if (dto.avatar !== undefined) member.avatar = dto.avatar;
    await this.em.flush();
    return member;
  }

  /** Birth year, date of birth and Player ID: a date of birth sets the year, and a different year is refused. */
  private async applyPlayerFields(member: FamilyMember, dto: PlayerFields): Promise<void> {
    if (dto.birthDate !== undefined) member.birthDate = dto.birthDate || null;
    if (dto.birthYear !== undefined) member.birthYear = dto.birthYear;
    if (member.birthDate !== null) {
      if (dto.birthYear !== undefined && dto.birthYear !== birthYearOf(member.birthDate)) {
        throw new BadRequestException(BIRTH_YEAR_DISAGREES);
      }
      member.birthYear = birthYearOf(member.birthDate);
    }
    if (dto.playerId !== undefined) {
      const playerId = dto.playerId || null;
      if (playerId !== null && playerId !== member.playerId) {
        const taken = await this.em.count(FamilyMember, {
          playerId,
          ...(member.id ? { id: { $ne: member.id } } : {}),
        });
        if (taken) throw new ConflictException(FAMILY_PLAYER_ID_TAKEN);
      }
      member.playerId = playerId;
    }
  }

  async remove(caller: User, id: number): Promise<FamilyMember> {
    const member = await this.own(caller, id);
    await this.em.remove(member).flush();
    return member;
  }

  /** The caller's own family member; someone else's is refused (403), a missing one is 404. */
  async own(caller: Pick<Caller, 'id'>, id: number): Promise<FamilyMember> {
    const member = await this.em.findOne(FamilyMember, { id });
    if (!member) throw new NotFoundException('That family member does not exist.');
    if (member.owner.id !== caller.id) throw new ForbiddenException(NOT_YOUR_FAMILY);
    return member;
  }

  /** The caller's family members with these ids, all of them or a 403 (someone else's, or none such). */
  async ownMany(caller: Pick<Caller, 'id'>, ids: number[]): Promise<FamilyMember[]> {
    if (!ids.length) return [];
    const members = await this.em.find(FamilyMember, { id: { $in: ids }, owner: caller.id });
    if (members.length !== new Set(ids).size) throw new ForbiddenException(NOT_YOUR_FAMILY);
    return members;
  }
}
