import { Body, Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../common/access.decorator.js';
import {
  AdminCreateRoute,
  AdminDeleteRoute,
  AdminListRoute,
  AdminReadRoute,
  AdminUpdateRoute,
} from '../common/admin-resource.decorators.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { answerList } from '../common/simple-rest.js';
import { AdminEventDto, CreateEventDto, UpdateEventDto } from './dto/event.dto.js';
import { EventRegistrationDto } from './dto/registration.dto.js';
import { EventRegistrationsService } from './event-registrations.service.js';
import { EVENT_SORT_FIELDS, EventsService } from './events.service.js';

/** Events as a react-admin simple-rest resource: every event, past and inactive ones too. */
@ApiTags('admin events')
@Controller('admin/events')
export class AdminEventsController {
  constructor(
    private readonly events: EventsService,
    private readonly registrations: EventRegistrationsService,
  ) {}

  @AdminListRoute(
    AdminEventDto,
    'events',
    'Newest date first by default. filter keys: q (title or location), id (list for getMany), type, isActive, upcoming (true: from today on; false: before).',
  )
  list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminEventDto[]> {
    return answerList(reply, 'events', query, EVENT_SORT_FIELDS, (parsed) => this.events.list(parsed));
  }

  @Get('recent-registrations')
  @AdminOnly()
  @ApiOperation({ summary: 'The 10 newest event registrations, newest first' })
  @ApiOkResponse({ type: [EventRegistrationDto] })
  recentRegistrations(): Promise<EventRegistrationDto[]> {
    return this.registrations.recent();
  }

  @AdminReadRoute(AdminEventDto, 'One event')
  get(@Param('id', IdParamPipe) id: number): Promise<AdminEventDto> {
    return this.events.get(id);
  }

  @AdminCreateRoute(AdminEventDto, 'Create an event (as POST /api/events)')
  create(@Body() dto: CreateEventDto): Promise<AdminEventDto> {
    return this.events.create(dto);
  }

  @AdminUpdateRoute(AdminEventDto, 'Change an event: the record as served, edited (as PUT /api/events/{id})')
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateEventDto): Promise<AdminEventDto> {
    return this.events.update(id, dto);
  }

  @AdminDeleteRoute(AdminEventDto, 'Delete an event and its registrations; answers the deleted event')
  remove(@Param('id', IdParamPipe) id: number): Promise<AdminEventDto> {
    return this.events.remove(id);
  }
}
