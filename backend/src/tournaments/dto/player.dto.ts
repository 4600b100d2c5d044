import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, Max, Min, ValidateIf } from 'class-validator';
import { MAX_ID } from '../../common/id-param.pipe.js';
import { DIVISIONS, type Division } from '@club/rules';

const IdField = (what: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, nullable: true }),
    ValidateIf((_o: object, value: unknown) => value !== undefined && value !== null),
    IsInt({ message: `${what} must be an id.` }),
    Min(1, { message: `${what} must be an id.` }),
    Max(MAX_ID, { message: `${what} must be an id.` }),
  );

/** A member or one family member (exactly one), entered by the organiser: before round 1, or as a late entry. */
export class AddPlayerDto {
  @IdField('userId')
  userId?: number | null;

  @IdField('familyMemberId')
  familyMemberId?: number | null;
}

export class CheckInDto {
  @ApiProperty({ description: 'Present (before round 1); after round 1, true enters the player late' })
  @IsBoolean({ message: 'checkedIn must be true or false.' })
  checkedIn: boolean;
}

export class PlayerDto {
  @ApiProperty({ example: 41 })
  id: number;

  @ApiProperty({ example: 'Ash K.', description: 'The name the live pages show' })
  name: string;

  @ApiProperty({ example: 'Ash Ketchum', description: 'Full name, for the organiser' })
  fullName: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '5152458',
    description: 'Play! Pokémon Player ID, for the organiser (from the profile; docs/adr/0061)',
  })
  playPokemonId: string | null;

  @ApiProperty({ enum: DIVISIONS, enumName: 'Division' })
  division: Division;

  @ApiProperty({ type: 'integer', nullable: true })
  userId: number | null;

  @ApiProperty({ type: 'integer', nullable: true })
  familyMemberId: number | null;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Birth year of a family member' })
  birthYear: number | null;

  @ApiProperty()
  checkedIn: boolean;

  @ApiProperty({ type: 'integer', description: 'First Swiss round played (later than 1: a late entry)' })
  joinedRound: number;

  @ApiProperty({ type: 'integer', nullable: true })
  droppedAfterRound: number | null;

  @ApiProperty()
  hasDeckList: boolean;

  @ApiProperty({ type: 'integer', nullable: true, description: 'Final place in the division' })
  place: number | null;
}

export class MissingBirthYearDto {
  @ApiProperty({ type: 'integer' })
  familyMemberId: number;

  @ApiProperty({ example: 'Max' })
  name: string;
}

export class CheckInStartedDto {
  @ApiProperty({ type: [PlayerDto] })
  players: PlayerDto[];

  @ApiProperty({
    type: [MissingBirthYearDto],
    description: 'Registered family members left out: divisions go by birth year and theirs is not known',
  })
  missingBirthYear: MissingBirthYearDto[];
}
