import { ApiProperty } from '@nestjs/swagger';
import { DIVISIONS, type Division } from '@club/rules';
import { MatchDto } from './match.dto.js';

export class MyEntryDto {
  @ApiProperty({ type: 'integer', nullable: true, description: 'null until the person can be entered' })
  playerId: number | null;

  @ApiProperty({ example: 'Max' })
  name: string;

  @ApiProperty({ enum: DIVISIONS, enumName: 'Division', nullable: true })
  division: Division | null;

  @ApiProperty({ type: 'integer', nullable: true })
  familyMemberId: number | null;

  @ApiProperty({ type: String, nullable: true, description: 'Why this person cannot play yet' })
  problem: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When their list was accepted',
  })
  deckListSubmittedAt: string | null;

  @ApiProperty({
    description:
      'Whether a list can be submitted now: before the deadline and round 1, or once after it for a late entry',
  })
  deckListOpen: boolean;

  @ApiProperty({ type: 'integer', nullable: true })
  droppedAfterRound: number | null;

  @ApiProperty({ type: MatchDto, nullable: true, description: 'Their table in the current round' })
  currentMatch: MatchDto | null;

  @ApiProperty({
    enum: ['A', 'B'],
    enumName: 'TableSide',
    nullable: true,
    description: 'Their side of that table',
  })
  side: 'A' | 'B' | null;
}

/** The caller's own entries (themself and their family) in one tournament. */
export class MyEntriesDto {
  @ApiProperty({ type: [MyEntryDto] })
  entries: MyEntryDto[];
}

/** A table the caller (or their child) plays at now, in any tournament running: the dashboard's list. */
export class MyTableDto {
  @ApiProperty()
  tournamentId: number;

  @ApiProperty({ example: 'Ipswich League Cup' })
  title: string;

  @ApiProperty({ example: 'Ash Ketchum', description: 'Who plays: the member or their family member' })
  name: string;

  @ApiProperty({ enum: DIVISIONS, enumName: 'Division' })
  division: Division;

  @ApiProperty({ type: 'integer' })
  round: number;

  @ApiProperty({ enum: ['SWISS', 'TOP_CUT'], enumName: 'MatchStage' })
  stage: 'SWISS' | 'TOP_CUT';

  @ApiProperty({ type: 'integer', nullable: true, description: 'null for a bye' })
  table: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'Misty W.', description: 'null for a bye' })
  opponent: string | null;

  @ApiProperty({
    enum: ['WON', 'LOST', 'TIE'],
    enumName: 'TableResult',
    nullable: true,
    description: 'The result from this player’s side, once settled',
  })
  result: 'WON' | 'LOST' | 'TIE' | null;
}
