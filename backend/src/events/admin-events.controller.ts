import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly } from '../common/access.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { ListQueryDto } from '../common/list-query.dto.js';
import { parseListQuery, setContentRange } from '../common/simple-rest.js';
import { CreateEventDto, EventDto, UpdateEventDto } from './dto/event.dto.js';
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

  @Get()
  @AdminOnly()
  @ApiOperation({
    summary: 'List events (react-admin simple-rest: range, sort, filter; Content-Range header)',
    description:
      'Newest date first by default. filter keys: q (title or location), id (list for getMany), type, isActive, upcoming (true: from today on; false: before).',
  })
  @ApiOkResponse({ type: [EventDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EventDto[]> {
    const parsed = parseListQuery(query, EVENT_SORT_FIELDS);
    const { events, total } = await this.events.list(parsed);
    setContentRange(reply, 'events', parsed.range, events.length, total);
    return events;
  }

  @Get('recent-registrations')
  @AdminOnly()
  @ApiOperation({ summary: 'The 10 newest event registrations, newest first' })
  @ApiOkResponse({ type: [EventRegistrationDto] })
  recentRegistrations(): Promise<EventRegistrationDto[]> {
    return this.registrations.recent();
  }

  @Get(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'One event' })
  @ApiOkResponse({ type: EventDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  get(@Param('id', IdParamPipe) id: number): Promise<EventDto> {
    return this.events.get(id);
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create an event (as POST /api/events)' })
  @ApiCreatedResponse({ type: EventDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@Body() dto: CreateEventDto): Promise<EventDto> {
    return this.events.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change an event: the record as served, edited (as PUT /api/events/{id})' })
  @ApiOkResponse({ type: EventDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateEventDto): Promise<EventDto> {
    return this.events.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete an event and its registrations; answers the deleted event' })
  @ApiOkResponse({ type: EventDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@Param('id', IdParamPipe) id: number): Promise<EventDto> {
    return this.events.remove(id);
  }
}
