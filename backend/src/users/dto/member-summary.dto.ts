import { ApiProperty, OmitType } from '@nestjs/swagger';
import type { User } from '../user.entity.js';
import { avatarUrl } from './user.dto.js';

export class MemberSummaryProfileDto {
  @ApiProperty({ example: 'Ash' })
  firstName: string;

  @ApiProperty({ example: 'Ketchum' })
  lastName: string;

  @ApiProperty({ description: 'Pokédex number', example: 25 })
  avatar: number;

  @ApiProperty()
  avatarUrl: string;
}

/** A member as other records name them (registrations, family owners, achievements): for admins and owners. */
export class MemberSummaryDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'ash@example.com' })
  email: string;

  @ApiProperty({ type: MemberSummaryProfileDto })
  profile: MemberSummaryProfileDto;
}

export function toMemberSummaryDto(user: User): MemberSummaryDto {
  const { firstName, lastName, avatar } = user.profile;
  return {
    id: user.id,
    email: user.email,
    profile: { firstName, lastName, avatar, avatarUrl: avatarUrl(avatar) },
  };
}

/** A member as anonymous answers name them: no e-mail address (docs/adr/0010). */
export class PublicMemberDto extends OmitType(MemberSummaryDto, ['email'] as const) {}

export function toPublicMemberDto(user: User): PublicMemberDto {
  const { email: _email, ...member } = toMemberSummaryDto(user);
  return member;
}
