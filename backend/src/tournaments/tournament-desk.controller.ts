import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { CurrentUser } from '../users/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import {
  DeskActionAppliedDto,
  DeskActionDto,
  DeskActionNotAppliedDto,
  DeskSnapshotDto,
} from './dto/desk.dto.js';
import { TournamentDeskService } from './tournament-desk.service.js';

/** The organiser's desk, which keeps running offline: its snapshot of the day, and its queued actions. */
@ApiTags('tournaments')
@Controller('admin/tournaments')
export class TournamentDeskController {
  constructor(private readonly desk: TournamentDeskService) {}

  @Get(':id/desk')
  @AdminOnly()
  @ApiOperation({
    summary: 'The tournament, its players and every table, read at one moment, for the desk to run offline',
  })
  @ApiOkResponse({ type: DeskSnapshotDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  snapshot(@Param('id', IdParamPipe) id: number): Promise<DeskSnapshotDto> {
    return this.desk.snapshot(id);
  }

  @Post(':id/desk-actions')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({
    summary: 'One queued action of the desk (a result, check-in, drop or announced round), applied once',
    description:
      'Sent in queue order. The outcome is remembered by `actionId`: sending the same action again answers the same (APPLIED with `replayed: true`, or the same 409), and nothing is done twice; an id reused for a different action or tournament is refused. A RESULT whose table is not as the desk saw it (`expected`), or that a player reported differently meanwhile, is a CONFLICT showing both sides. A PAIR_ROUND is stored as announced when it breaks no rule.',
  })
  @ApiOkResponse({ type: DeskActionAppliedDto })
  @ApiBadRequestResponse({
    description: 'A malformed body (the usual error), or an action refused by a rule (with actionId)',
    schema: {
      anyOf: [{ $ref: getSchemaPath(ErrorResponseDto) }, { $ref: getSchemaPath(DeskActionNotAppliedDto) }],
    },
  })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({
    type: DeskActionNotAppliedDto,
    description: 'REFUSED by a rule, or a CONFLICT with the table’s result online; nothing applied',
  })
  async take(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() action: DeskActionDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DeskActionAppliedDto | DeskActionNotAppliedDto> {
    const answer = await this.desk.take(caller, id, action);
    void reply.status(answer.httpStatus);
    return answer.body;
  }
}
