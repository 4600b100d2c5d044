import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, MembersOnly, Public } from '../common/access.decorator.js';
import { ApiUnreadableRequestResponse, ErrorResponseDto } from '../common/error-response.dto.js';
import { IdParamPipe } from '../common/id-param.pipe.js';
import { PublicCached } from '../caching/public-cached.js';
import { CurrentUser } from '../users/current-user.decorator.js';
import type { User } from '../users/user.entity.js';
import {
  AdminEventDto,
  CreateEventDto,
  EventDto,
  RegistrationRequestDto,
  UpdateEventDto,
} from './dto/event.dto.js';
import { EventRegistrationDto, RegistrationResultDto } from './dto/registration.dto.js';
import { EventRegistrationsService } from './event-registrations.service.js';
import { EventsService } from './events.service.js';
import { EVENTS_CHANGED } from './event.entity.js';

const CALENDAR_TYPE = 'text/calendar; charset=utf-8';

@ApiTags('events')
@Controller('events')
export class EventsController {
  constructor(
    private readonly events: EventsService,
    private readonly registrations: EventRegistrationsService,
  ) {}

  @Get()
  @ApiUnreadableRequestResponse()
  @Public()
  @ApiOperation({
    summary: 'Active events from today on (UK time), soonest first',
    description:
      'Cached until an event or registration changes; answers carry an ETag and `Cache-Control: public, no-cache`, and `If-None-Match` gets 304.',
  })
  @ApiOkResponse({ type: [EventDto] })
  // Registrations change the places left, so they are announced on the same channel (triggers).
  @PublicCached({ channels: [EVENTS_CHANGED] })
  list(): Promise<EventDto[]> {
    return this.events.upcoming();
  }

  @Get('user/:userId/registrations')
  @MembersOnly()
  @ApiOperation({
    summary: "A member's registrations and their family's: your own, or anyone's for an admin",
  })
  @ApiOkResponse({ type: [EventRegistrationDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Not your own registrations.' })
  ofUser(
    @CurrentUser() caller: User,
    @Param('userId', IdParamPipe) userId: number,
  ): Promise<EventRegistrationDto[]> {
    return this.registrations.ofUser(caller, userId);
  }

  @Get(':id.ics')
  @Public()
  @ApiOperation({ summary: 'One active event as an iCalendar file (RFC 5545), for "Add to calendar"' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar', schema: { type: 'string' } })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async eventCalendar(
    @Param('id', IdParamPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const calendar = await this.events.calendar(id);
    void reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', `attachment; filename="event-${id}.ics"`)
      .header('cache-control', 'public, max-age=300');
    return calendar;
  }

  @Get(':id/registrations')
  @AdminOnly()
  @ApiOperation({
    summary: 'Everyone registered for an event (members and family members), first come first',
  })
  @ApiOkResponse({ type: [EventRegistrationDto] })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  ofEvent(@Param('id', IdParamPipe) id: number): Promise<EventRegistrationDto[]> {
    return this.registrations.ofEvent(id);
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Create an event (title and date required; type TOURNAMENT by default)' })
  @ApiCreatedResponse({ type: AdminEventDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  create(@Body() dto: CreateEventDto): Promise<AdminEventDto> {
    return this.events.create(dto);
  }

  @Put(':id')
  @AdminOnly()
  @ApiOperation({ summary: 'Change an event (only the keys sent change)' })
  @ApiOkResponse({ type: AdminEventDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  update(@Param('id', IdParamPipe) id: number, @Body() dto: UpdateEventDto): Promise<AdminEventDto> {
    return this.events.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Delete an event and its registrations; answers the deleted event' })
  @ApiOkResponse({ type: AdminEventDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  remove(@Param('id', IdParamPipe) id: number): Promise<AdminEventDto> {
    return this.events.remove(id);
  }

  @Post(':id/register')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({
    summary: 'Register yourself and the family members listed',
    description:
      'Everyone counts towards the limit; a party that does not fit is refused whole (409 "Event is full" or how many places are left). Past and inactive events are refused (409).',
  })
  @ApiOkResponse({ type: RegistrationResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Someone else, or not your family member.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Full, past, inactive or already registered.' })
  register(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: RegistrationRequestDto,
  ): Promise<RegistrationResultDto> {
    return this.registrations.register(caller, id, dto);
  }

  @Delete(':id/unregister')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({ summary: 'Unregister yourself and the family members listed' })
  @ApiOkResponse({ type: RegistrationResultDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Someone else, or not your family member.' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No such event, or not registered.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'Past or inactive event.' })
  unregister(
    @CurrentUser() caller: User,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: RegistrationRequestDto,
  ): Promise<RegistrationResultDto> {
    return this.registrations.unregister(caller, id, dto);
  }
}

/** The iCalendar feed of upcoming events lives beside the list: `/api/events.ics`. */
@ApiTags('events')
@Controller()
export class EventsFeedController {
  constructor(private readonly events: EventsService) {}

  @Get('events.ics')
  @ApiUnreadableRequestResponse()
  @Public()
  @ApiOperation({ summary: 'Upcoming active events as an iCalendar feed (RFC 5545) to subscribe to' })
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'text/calendar', schema: { type: 'string' } })
  async feed(@Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const calendar = await this.events.calendar();
    void reply
      .type(CALENDAR_TYPE)
      .header('content-disposition', 'inline; filename="events.ics"')
      .header('cache-control', 'public, max-age=300');
    return calendar;
  }
}
