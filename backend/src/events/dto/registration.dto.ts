import { ApiProperty } from '@nestjs/swagger';
import type { FamilyMember } from '../../family/family-member.entity.js';
import { MemberSummaryDto, toMemberSummaryDto } from '../../users/dto/member-summary.dto.js';
import { avatarUrl } from '../../users/dto/user.dto.js';
import type { User } from '../../users/user.entity.js';
import type { EventRegistration } from '../event-registration.entity.js';
import { EventDto } from './event.dto.js';

export enum RegistrationStatus {
  REGISTERED = 'REGISTERED',
}

/** A registered family member, with the member they belong to. */
export class RegisteredFamilyMemberDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 'Lily' })
  name: string;

  @ApiProperty({ example: 9 })
  age: number;

  @ApiProperty({ description: 'Pokédex number', example: 25 })
  avatar: number;

  @ApiProperty()
  avatarUrl: string;

  @ApiProperty({ type: MemberSummaryDto })
  owner: MemberSummaryDto;
}

/** One person at one event: `user` or `familyMember`, the other null. */
export class EventRegistrationDto {
  @ApiProperty({ example: 41 })
  id: number;

  @ApiProperty({ example: 12 })
  eventId: number;

  @ApiProperty({ type: EventDto })
  event: EventDto;

  @ApiProperty({ type: String, format: 'date-time' })
  registeredAt: string;

  @ApiProperty({ enum: RegistrationStatus, enumName: 'RegistrationStatus' })
  status: RegistrationStatus;

  @ApiProperty({ type: MemberSummaryDto, nullable: true })
  user: MemberSummaryDto | null;

  @ApiProperty({ type: RegisteredFamilyMemberDto, nullable: true })
  familyMember: RegisteredFamilyMemberDto | null;
}

/** The answer to registering or unregistering: the event as it now stands and your party's registrations. */
export class RegistrationResultDto {
  @ApiProperty({ example: 'Registered for Summer League Challenge.' })
  message: string;

  @ApiProperty({ type: EventDto })
  event: EventDto;

  @ApiProperty({
    type: [EventRegistrationDto],
    description: 'You and your family at this event, after the change',
  })
  registrations: EventRegistrationDto[];
}

/** Needs the family member's owner loaded. */
export function registeredFamilyMemberOf(member: FamilyMember): RegisteredFamilyMemberDto {
  return {
    id: member.id,
    name: member.name,
    age: member.age,
    avatar: member.avatar,
    avatarUrl: avatarUrl(member.avatar),
    owner: toMemberSummaryDto(member.owner as User),
  };
}

/** Needs the registration's user, or family member and its owner, loaded. */
export function toRegistrationDto(registration: EventRegistration, event: EventDto): EventRegistrationDto {
  return {
    id: registration.id,
    eventId: event.id,
    event,
    registeredAt: registration.registeredAt.toISOString(),
    status: RegistrationStatus.REGISTERED,
    user: registration.user ? toMemberSummaryDto(registration.user as User) : null,
    familyMember: registration.familyMember
      ? registeredFamilyMemberOf(registration.familyMember as FamilyMember)
      : null,
  };
}
