import { ApiProperty } from '@nestjs/swagger';
import type { ClockStatus } from '@club/rules';
import { MatchStage } from '../tournament-match.entity.js';

const CLOCK_STATUSES: ClockStatus[] = ['NOT_STARTED', 'RUNNING', 'PAUSED'];

/**
 * A round's clock (docs/tournament-rules.md §10). While it runs, `endsAt` is the round's end by the server's clock:
 * a page counts down to it from the server's time (the answer's `now`), never the device's own. A table's
 * `extraSeconds` come on top.
 */
export class RoundClockDto {
  @ApiProperty({ type: 'integer' })
  round: number;

  @ApiProperty({ enum: MatchStage, enumName: 'MatchStage' })
  stage: `${MatchStage}`;

  @ApiProperty({ enum: CLOCK_STATUSES, enumName: 'ClockStatus' })
  status: ClockStatus;

  @ApiProperty({ type: 'integer', description: 'The round’s length in minutes' })
  minutes: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the clock started' })
  startedAt: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was paused' })
  pausedAt: string | null;

  @ApiProperty({
    type: 'integer',
    minimum: 0,
    description: 'Seconds it stood paused in pauses that are over',
  })
  pausedSeconds: number;

  @ApiProperty({ type: 'integer', minimum: 0, description: 'Seconds the organiser added to the whole round' })
  extraSeconds: number;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'RUNNING: when the round ends, by the server’s clock (null before the start and while paused)',
  })
  endsAt: string | null;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'NOT_STARTED: the whole length; PAUSED: what was left at the pause (seconds); RUNNING: null',
  })
  remainingSeconds: number | null;
}
