import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  NotEquals,
  ValidateBy,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { MAX_ID } from '../../common/id-param.pipe.js';
import { CLOCK_ACTION_KINDS, MAX_EXTENSION_MINUTES, OUTCOMES, type Outcome } from '@club/rules';
import {
  DESK_ACTION_KINDS,
  DESK_ACTION_STATUSES,
  type DeskActionKind,
  type DeskActionStatus,
} from '../tournament-desk-action.entity.js';
import { MatchDto } from './match.dto.js';
import { PlayerDto } from './player.dto.js';
import { RoundClockDto } from './round-clock.dto.js';
import { TournamentDto } from './tournament.dto.js';

/** More tables than any club hall holds; bounds the work a round's check does. */
export const MAX_ANNOUNCED_PAIRINGS = 512;
const ROUND_MESSAGE = 'round must be a round number.';
const TABLE_MESSAGE = 'table must be a table number, or null for the bye.';
const PLAYER_MESSAGE = (field: string) => `${field} must be a player id.`;
const MINUTES_MESSAGE = `minutes must be a whole number from -${MAX_EXTENSION_MINUTES} to ${MAX_EXTENSION_MINUTES}, not 0.`;

/** Everything the organiser's desk needs to run the day offline, read at one moment. */
export class DeskSnapshotDto {
  @ApiProperty({ type: TournamentDto })
  tournament: TournamentDto;

  @ApiProperty({ type: [PlayerDto] })
  players: PlayerDto[];

  @ApiProperty({ type: [MatchDto] })
  matches: MatchDto[];

  @ApiProperty({ type: String, format: 'date-time', description: 'When the server read it (server time)' })
  settledAt: string;

  @ApiProperty({
    type: RoundClockDto,
    nullable: true,
    description: 'The current round’s clock (null before round 1)',
  })
  clock: RoundClockDto | null;
}

/** A field that belongs to some kinds of action: checked for those (required unless optional), refused for others. */
function KindField(
  kinds: readonly DeskActionKind[],
  field: string,
  options: { optional?: boolean } = {},
): PropertyDecorator {
  return applyDecorators(
    ValidateIf(
      (action: DeskActionDto, value: unknown) =>
        value !== undefined || (!options.optional && kinds.includes(action.kind)),
    ),
    ValidateBy({
      name: 'kindField',
      validator: {
        validate: (_value, args) => kinds.includes((args?.object as DeskActionDto).kind),
        defaultMessage: (args) =>
          `${field} is not part of a ${String((args?.object as DeskActionDto).kind)} action.`,
      },
    }),
  );
}

const PlayerIdField = (field: string) =>
  applyDecorators(
    IsInt({ message: PLAYER_MESSAGE(field) }),
    Min(1, { message: PLAYER_MESSAGE(field) }),
    Max(MAX_ID, { message: PLAYER_MESSAGE(field) }),
  );

/** One table of a round as announced at the venue; the bye has no table and no player B. */
export class AnnouncedPairingDto {
  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, description: 'null for the bye' })
  @ValidateIf((_pairing: object, value: unknown) => value !== null)
  @IsInt({ message: TABLE_MESSAGE })
  @Min(1, { message: TABLE_MESSAGE })
  @Max(MAX_ANNOUNCED_PAIRINGS, { message: TABLE_MESSAGE })
  table: number | null;

  @ApiProperty({ type: 'integer', minimum: 1 })
  @PlayerIdField('playerA')
  playerA: number;

  @ApiProperty({ type: 'integer', nullable: true, minimum: 1, description: 'null: player A has the bye' })
  @ValidateIf((_pairing: object, value: unknown) => value !== null)
  @PlayerIdField('playerB')
  playerB: number | null;
}

/**
 * One action of the organiser's desk, sent in queue order: a table's result, a check-in, a drop, a round as
 * announced, or the round clock's (start, pause, resume, extend the round; a table's extra time). Each field
 * belongs to the kinds named in its description.
 */
export class DeskActionDto {
  @ApiProperty({
    format: 'uuid',
    description: 'Made by the desk when the organiser acted; a replay sends it again',
  })
  @IsString({ message: 'actionId must be a UUID.' })
  @MaxLength(36, { message: 'actionId must be a UUID.' })
  @IsUUID('all', { message: 'actionId must be a UUID.' })
  actionId: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description:
      'When the organiser acted, by the desk’s reading of the server’s clock (the clock’s actions happen then, kept between the clock’s last change and now)',
  })
  @IsString({ message: 'takenAt must be a date and time.' })
  @MaxLength(40, { message: 'takenAt must be a date and time.' })
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'takenAt must be a date and time.' })
  takenAt: string;

  @ApiProperty({ enum: DESK_ACTION_KINDS, enumName: 'DeskActionKind' })
  @IsIn([...DESK_ACTION_KINDS], { message: `kind must be one of ${DESK_ACTION_KINDS.join(', ')}.` })
  kind: DeskActionKind;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    description: 'RESULT, PAIR_ROUND: the round; the clock’s actions: the round being played',
  })
  @KindField(['RESULT', 'PAIR_ROUND', ...CLOCK_ACTION_KINDS], 'round')
  @IsInt({ message: ROUND_MESSAGE })
  @Min(1, { message: ROUND_MESSAGE })
  @Max(100, { message: ROUND_MESSAGE })
  round?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'RESULT, TABLE_TIME: the table' })
  @KindField(['RESULT', 'TABLE_TIME'], 'table')
  @IsInt({ message: 'table must be a table number.' })
  @Min(1, { message: 'table must be a table number.' })
  @Max(MAX_ANNOUNCED_PAIRINGS, { message: 'table must be a table number.' })
  table?: number;

  @ApiPropertyOptional({ enum: OUTCOMES, enumName: 'Outcome', description: 'RESULT: the result entered' })
  @KindField(['RESULT'], 'outcome')
  @IsIn([...OUTCOMES], { message: 'outcome must be A_WINS, B_WINS or TIE.' })
  outcome?: Outcome;

  @ApiPropertyOptional({
    enum: OUTCOMES,
    enumName: 'Outcome',
    nullable: true,
    description: 'RESULT: the settled result the desk showed when the organiser acted (null or absent: none)',
  })
  @KindField(['RESULT'], 'expected', { optional: true })
  @IsIn([...OUTCOMES, null], { message: 'expected must be A_WINS, B_WINS, TIE or null.' })
  expected?: Outcome | null;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'CHECK_IN, DROP: the player' })
  @KindField(['CHECK_IN', 'DROP'], 'playerId')
  @PlayerIdField('playerId')
  playerId?: number;

  @ApiPropertyOptional({ description: 'CHECK_IN: in or out (as PUT …/players/:playerId/check-in)' })
  @KindField(['CHECK_IN'], 'checkedIn')
  @IsBoolean({ message: 'checkedIn must be true or false.' })
  checkedIn?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: -MAX_EXTENSION_MINUTES,
    maximum: MAX_EXTENSION_MINUTES,
    description:
      'EXTEND_ROUND: minutes added to the round; TABLE_TIME: to the table (a deck check, a judge call). Below zero takes earlier extra time back; never 0',
  })
  @KindField(['EXTEND_ROUND', 'TABLE_TIME'], 'minutes')
  @IsInt({ message: MINUTES_MESSAGE })
  @Min(-MAX_EXTENSION_MINUTES, { message: MINUTES_MESSAGE })
  @Max(MAX_EXTENSION_MINUTES, { message: MINUTES_MESSAGE })
  @NotEquals(0, { message: MINUTES_MESSAGE })
  minutes?: number;

  @ApiPropertyOptional({
    type: [AnnouncedPairingDto],
    maxItems: MAX_ANNOUNCED_PAIRINGS,
    description: 'PAIR_ROUND: every table of the round as announced, and the bye',
  })
  @KindField(['PAIR_ROUND'], 'pairings')
  @IsArray({ message: 'pairings must be a list of tables.' })
  @ArrayMinSize(1, { message: 'pairings must name at least one table.' })
  @ArrayMaxSize(MAX_ANNOUNCED_PAIRINGS, {
    message: `pairings must have at most ${MAX_ANNOUNCED_PAIRINGS} tables.`,
  })
  @ValidateNested({ each: true })
  @Type(() => AnnouncedPairingDto)
  pairings?: AnnouncedPairingDto[];
}

/** An action applied, now or before (a replay). */
export class DeskActionAppliedDto {
  @ApiProperty({ format: 'uuid' })
  actionId: string;

  @ApiProperty({ enum: ['APPLIED'], enumName: 'DeskActionApplied' })
  status: 'APPLIED';

  @ApiProperty({ description: 'true: applied before; nothing was done twice' })
  replayed: boolean;
}

/** The table as the server holds it: its settled result and a report awaiting confirmation, as a match has them. */
class OnlineResultDto extends PickType(MatchDto, ['outcome', 'reportedOutcome'] as const) {
  @ApiProperty({ type: String, nullable: true, example: 'Ash K.', description: 'Who reported it' })
  by: string | null;
}

class DeskResultDto {
  @ApiProperty({ enum: OUTCOMES, enumName: 'Outcome' })
  outcome: Outcome;
}

export class DeskConflictDto {
  @ApiProperty({ type: 'integer' })
  round: number;

  @ApiProperty({ type: 'integer' })
  table: number;

  @ApiProperty({ type: OnlineResultDto })
  online: OnlineResultDto;

  @ApiProperty({ type: DeskResultDto })
  desk: DeskResultDto;
}

/** An action not applied: refused by a rule, or (a result) in conflict with what the server holds. */
export class DeskActionNotAppliedDto {
  @ApiProperty({ example: 409 })
  statusCode: number;

  @ApiProperty({ description: 'The same sentence as message' })
  error: string;

  @ApiProperty({ example: 'Table 4 of round 3 already has a different result online: B wins.' })
  message: string;

  @ApiProperty({ format: 'uuid' })
  actionId: string;

  @ApiProperty({
    enum: DESK_ACTION_STATUSES.filter((s) => s !== 'APPLIED'),
    enumName: 'DeskActionNotApplied',
  })
  status: Exclude<DeskActionStatus, 'APPLIED'>;

  @ApiPropertyOptional({ type: DeskConflictDto, description: 'CONFLICT only: both sides of the table' })
  conflict?: DeskConflictDto;
}
