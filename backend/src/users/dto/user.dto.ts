import { ApiProperty } from '@nestjs/swagger';
import { OFFICIAL_ARTWORK_BASE } from '../../common/avatar-url.js';
import { Role } from '../../common/role.js';
import type { User } from '../user.entity.js';

/** The official artwork of a Pokédex number, as the spec's avatar URL. */
export function avatarUrl(pokedexNumber: number): string {
  return `${OFFICIAL_ARTWORK_BASE}/${pokedexNumber}.png`;
}

export class ProfileDto {
  @ApiProperty({ example: 'Ash' })
  firstName: string;

  @ApiProperty({ example: 'Ketchum' })
  lastName: string;

  @ApiProperty({ description: 'Pokédex number of the chosen avatar', example: 25 })
  avatar: number;

  @ApiProperty({ description: 'Official-artwork image of the avatar' })
  avatarUrl: string;

  @ApiProperty({ type: String, nullable: true })
  bio: string | null;

  @ApiProperty({ type: String, nullable: true })
  location: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '5152458',
    description: 'Play! Pokémon Player ID: TOM files and the dashboard find the member by it',
  })
  playerId: string | null;

  @ApiProperty({
    type: String,
    format: 'date',
    nullable: true,
    description:
      'Date of birth, for the deck-list sheet and TOM files: answered only to the member and admins',
  })
  birthDate: string | null;
}

export class UserDto {
  @ApiProperty({ example: 7 })
  id: number;

  @ApiProperty({ example: 'ash@example.com' })
  email: string;

  @ApiProperty({ enum: Role, enumName: 'Role' })
  role: Role;

  @ApiProperty({ type: ProfileDto })
  profile: ProfileDto;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  approvedAt: string | null;
}

export function toUserDto(user: User): UserDto {
  const { firstName, lastName, avatar, bio, location, playerId, birthDate } = user.profile;
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    profile: {
      firstName,
      lastName,
      avatar,
      avatarUrl: avatarUrl(avatar),
      bio,
      location,
      playerId,
      birthDate,
    },
    createdAt: user.createdAt.toISOString(),
    approvedAt: user.approvedAt ? user.approvedAt.toISOString() : null,
  };
}

export class MessageDto {
  @ApiProperty({ example: 'Done.' })
  message: string;
}
