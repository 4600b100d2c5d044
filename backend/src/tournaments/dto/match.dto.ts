import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { DIVISIONS, OUTCOMES, type Division, type Outcome } from '@club/rules';
import { RESULT_ACTIONS, type ResultActionName } from '../tournament-result-change.entity.js';
import { MatchStage } from '../tournament-match.entity.js';

const OUTCOME_MESSAGE = 'outcome must be A_WINS, B_WINS or TIE.';

export class ReportResultDto {
  @ApiProperty({
    enum: OUTCOMES,
    enumName: 'Outcome',
    description: 'From the side of the table’s first player (A)',
  })
  @IsIn([...OUTCOMES], { message: OUTCOME_MESSAGE })
  outcome: Outcome;
}

export class PairRoundDto {
  @ApiProperty({
    type: 'integer',
    minimum: 1,
    description: 'The round to pair: the current round + 1 (a second click pairs nothing twice)',
  })
  @IsInt({ message: 'round must be the number of the round to pair.' })
  @Min(1, { message: 'round must be the number of the round to pair.' })
  @Max(100, { message: 'round must be the number of the round to pair.' })
  round: number;
}

export class MatchPlayerDto {
  @ApiProperty()
  playerId: number;

  @ApiProperty({ example: 'Ash K.' })
  name: string;

  @ApiProperty({ enum: DIVISIONS, enumName: 'Division' })
  division: Division;

  @ApiProperty({ example: '2-1-0', description: 'Wins-losses-ties before this round' })
  record: string;

  @ApiProperty({ type: 'integer' })
  matchPoints: number;
}

export class MatchDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ type: 'integer' })
  round: number;

  @ApiProperty({ enum: MatchStage, enumName: 'MatchStage' })
  stage: MatchStage;

  @ApiProperty({ enum: DIVISIONS, enumName: 'Division' })
  division: Division;

  @ApiProperty({ type: 'integer', nullable: true, description: 'null for a bye' })
  table: number | null;

  @ApiProperty({ type: MatchPlayerDto })
  playerA: MatchPlayerDto;

  @ApiProperty({ type: MatchPlayerDto, nullable: true, description: 'null: player A has the bye' })
  playerB: MatchPlayerDto | null;

  @ApiProperty({ enum: OUTCOMES, enumName: 'Outcome', nullable: true, description: 'The settled result' })
  outcome: Outcome | null;

  @ApiProperty({
    enum: OUTCOMES,
    enumName: 'Outcome',
    nullable: true,
    description: 'A report awaiting confirmation',
  })
  reportedOutcome: Outcome | null;

  @ApiProperty({ enum: ['A', 'B'], enumName: 'TableSide', nullable: true, description: 'Who reported it' })
  reportedBy: 'A' | 'B' | null;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description:
      'Extra time this table has on top of the round’s clock (a deck check, a judge call), in seconds',
  })
  extraSeconds: number;
}

export class ResultChangeDto {
  @ApiProperty()
  id: number;

  @ApiProperty()
  matchId: number;

  @ApiProperty({ type: 'integer' })
  round: number;

  @ApiProperty({ type: 'integer', nullable: true })
  table: number | null;

  @ApiProperty({ enum: RESULT_ACTIONS, enumName: 'ResultAction' })
  action: ResultActionName;

  @ApiProperty({ enum: OUTCOMES, enumName: 'Outcome', nullable: true })
  previousOutcome: Outcome | null;

  @ApiProperty({ enum: OUTCOMES, enumName: 'Outcome' })
  outcome: Outcome;

  @ApiProperty({ type: String, nullable: true, example: 'Brock H.', description: 'Who made the change' })
  by: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  at: string;
}
