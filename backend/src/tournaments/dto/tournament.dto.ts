import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEnum, IsIn, IsInt, IsISO8601, Max, Min } from 'class-validator';
import { MAX_ID } from '../../common/id-param.pipe.js';
import { IfPresent } from '../../common/validation.js';
import { DeckFormat } from '../../decks/domain/deck-format.js';
import { TournamentStage } from '@club/rules';

export const ROUND_MINUTES = { min: 10, max: 180 } as const;
const ROUND_MESSAGE = `Round length must be a whole number of minutes from ${ROUND_MINUTES.min} to ${ROUND_MINUTES.max}.`;
const DEADLINE_MESSAGE = "The deck-list deadline must be a date and time such as '2026-12-05T09:30:00Z'.";

/** Applies `IfPresent` for the update body, where every setting may be left out. */
const Setting = (optional: boolean, doc: Parameters<typeof ApiProperty>[0]) =>
  applyDecorators(optional ? ApiPropertyOptional(doc) : ApiProperty(doc), ...(optional ? [IfPresent()] : []));

function settings(optional: boolean) {
  return {
    format: applyDecorators(
      Setting(optional, {
        enum: DeckFormat,
        enumName: 'DeckFormat',
        description: 'Standard or Expanded as of the event’s day',
      }),
      IsEnum(DeckFormat, { message: 'Format must be standard or expanded.' }),
    ),
    bestOf: applyDecorators(
      Setting(optional, { enum: [1, 3], type: 'integer', description: 'Best of one game or of three' }),
      IsIn([1, 3], { message: 'Matches are best of 1 or best of 3.' }),
    ),
    roundMinutes: applyDecorators(
      Setting(optional, {
        type: 'integer',
        minimum: ROUND_MINUTES.min,
        maximum: ROUND_MINUTES.max,
        example: 50,
      }),
      IsInt({ message: ROUND_MESSAGE }),
      Min(ROUND_MINUTES.min, { message: ROUND_MESSAGE }),
      Max(ROUND_MINUTES.max, { message: ROUND_MESSAGE }),
    ),
    divisionsApart: applyDecorators(
      Setting(optional, {
        type: Boolean,
        description:
          'Juniors, Seniors and Masters play separate tournaments; false: together (age-modified Swiss)',
      }),
      IsBoolean({ message: 'divisionsApart must be true or false.' }),
    ),
    topCut: applyDecorators(
      Setting(optional, {
        type: Boolean,
        description: 'Single elimination after Swiss, sized by attendance',
      }),
      IsBoolean({ message: 'topCut must be true or false.' }),
    ),
    deckListDeadline: applyDecorators(
      Setting(optional, { type: String, format: 'date-time', example: '2026-12-05T09:30:00Z' }),
      IsISO8601({ strict: true, strictSeparator: true }, { message: DEADLINE_MESSAGE }),
    ),
  };
}

const required = settings(false);
const optional = settings(true);

export class CreateTournamentDto {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'An event of type TOURNAMENT' })
  @IsInt({ message: 'eventId must be an event id.' })
  @Min(1, { message: 'eventId must be an event id.' })
  @Max(MAX_ID, { message: 'eventId must be an event id.' })
  eventId: number;

  @required.format format: DeckFormat;
  @required.bestOf bestOf: number;
  @required.roundMinutes roundMinutes: number;
  @required.divisionsApart divisionsApart: boolean;
  @required.topCut topCut: boolean;
  @required.deckListDeadline deckListDeadline: string;
}

/** Settings change until round 1 is paired; only the keys sent change. */
export class UpdateTournamentDto {
  @optional.format format?: DeckFormat;
  @optional.bestOf bestOf?: number;
  @optional.roundMinutes roundMinutes?: number;
  @optional.divisionsApart divisionsApart?: boolean;
  @optional.topCut topCut?: boolean;
  @optional.deckListDeadline deckListDeadline?: string;
}

export class TournamentDto {
  @ApiProperty({ example: 3 })
  id: number;

  @ApiProperty({ example: 12 })
  eventId: number;

  @ApiProperty({ example: 'December League Challenge' })
  title: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When the event starts' })
  date: string;

  @ApiProperty({ type: String, format: 'date', description: 'The day (UK) the deck lists are judged on' })
  day: string;

  @ApiProperty({ type: String, nullable: true })
  location: string | null;

  @ApiProperty({ enum: DeckFormat, enumName: 'DeckFormat' })
  format: DeckFormat;

  @ApiProperty({ enum: [1, 3], type: 'integer' })
  bestOf: number;

  @ApiProperty({ type: 'integer' })
  roundMinutes: number;

  @ApiProperty()
  divisionsApart: boolean;

  @ApiProperty()
  topCut: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  deckListDeadline: string;

  @ApiProperty({ description: 'Deck lists can still be submitted (before the deadline and round 1)' })
  listsOpen: boolean;

  @ApiProperty({ enum: TournamentStage, enumName: 'TournamentStage' })
  stage: TournamentStage;

  @ApiProperty({ type: 'integer', description: 'The last round paired; 0 before round 1' })
  currentRound: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'integer' },
    nullable: true,
    description: 'Swiss rounds of each division, fixed at round 1',
    example: { MASTERS: 5, JUNIOR: 5 },
  })
  plannedRounds: Record<string, number> | null;

  @ApiProperty({ description: 'The organiser has published the deck lists' })
  listsPublished: boolean;

  @ApiProperty({ type: 'integer', description: 'The season the age divisions are taken from', example: 2027 })
  season: number;

  @ApiProperty({ type: 'integer', description: 'Players entered (checked in once round 1 is paired)' })
  playerCount: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '26-06-000394',
    description:
      "TOM's sanction id when the tournament was loaded from TOM's file: it is run in TOM, which pairs it and takes its results, check-ins and drops (docs/adr/0063); null for the club's own",
  })
  tomId: string | null;
}
