import { ApiProperty } from '@nestjs/swagger';
import { DIVISIONS, type Division } from '@club/rules';
import { MatchDto } from './match.dto.js';
import { RoundClockDto } from './round-clock.dto.js';
import { TournamentDto } from './tournament.dto.js';

export class StandingDto {
  @ApiProperty({ type: 'integer', description: 'Place in the division: the final place once finished' })
  rank: number;

  @ApiProperty()
  playerId: number;

  @ApiProperty({ example: 'Ash K.' })
  name: string;

  @ApiProperty({ enum: DIVISIONS, enumName: 'Division' })
  division: Division;

  @ApiProperty({ type: 'integer' })
  wins: number;

  @ApiProperty({ type: 'integer' })
  losses: number;

  @ApiProperty({ type: 'integer' })
  ties: number;

  @ApiProperty({ type: 'integer' })
  byes: number;

  @ApiProperty({ type: 'integer' })
  matchPoints: number;

  @ApiProperty({ description: "Opponents' win percentage, 0-1" })
  opponentsWinPercentage: number;

  @ApiProperty({ description: "Opponents' opponents' win percentage, 0-1" })
  opponentsOpponentsWinPercentage: number;

  @ApiProperty()
  dropped: boolean;

  @ApiProperty({ description: 'Entered after round 1: ranked below everyone on the same match points' })
  late: boolean;
}

/** Everything the live pages show, cached and sent with an ETag. */
export class LiveTournamentDto {
  @ApiProperty({
    type: String,
    format: 'date-time',
    description:
      'The server’s time when this answer was sent (never a kept copy’s): pages count the clock down from it, not from the device’s own clock',
  })
  now: string;

  @ApiProperty({
    type: RoundClockDto,
    nullable: true,
    description: 'The current round’s clock (null before round 1); a table’s `extraSeconds` come on top',
  })
  clock: RoundClockDto | null;

  @ApiProperty({ type: TournamentDto })
  tournament: TournamentDto;

  @ApiProperty({ type: [MatchDto], description: 'The current round’s tables, table 1 first, the bye last' })
  pairings: MatchDto[];

  @ApiProperty({ type: 'integer', description: 'Tables of the current round still without a settled result' })
  tablesPlaying: number;

  @ApiProperty({ type: 'integer', description: 'The Swiss round the standings are after (0: none yet)' })
  standingsAfterRound: number;

  @ApiProperty({ type: [StandingDto], description: 'By division (Masters, Seniors, Juniors), best first' })
  standings: StandingDto[];
}
