import { type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { filterIds, filterText, type ListPage, type ListQuery, rowsOf } from '../common/simple-rest.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.tokens.js';
import { startOfUkToday } from '@club/rules';
import {
  type AdminEventDto,
  type AttendeeDto,
  type CreateEventDto,
  type EventDto,
  toAdminEventDto,
  toEventDto,
  type UpdateEventDto,
} from './dto/event.dto.js';
import { EventRegistration } from './event-registration.entity.js';
import { EventRegistrationRepository } from './event-registration.repository.js';
import { eventsCalendar } from './event-calendar.js';
import { EventType } from './domain/event-type.js';
import { Event } from './event.entity.js';

const SORTS: Record<string, (direction: 'ASC' | 'DESC') => QueryOrderMap<Event>> = {
  id: (d) => ({ id: d }),
  title: (d) => ({ title: d }),
  date: (d) => ({ date: d }),
  type: (d) => ({ type: d }),
  maxAttendees: (d) => ({ maxAttendees: d }),
  isActive: (d) => ({ isActive: d }),
  createdAt: (d) => ({ createdAt: d }),
};
export const EVENT_SORT_FIELDS = Object.keys(SORTS);
export const EVENT_NOT_FOUND = 'That event does not exist.';

/** Club events: the public list and calendar, and the admin's changes. */
@Injectable()
export class EventsService {
  constructor(
    private readonly em: EntityManager,
    private readonly registrations: EventRegistrationRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async upcoming(): Promise<EventDto[]> {
    return this.withCounts(await this.upcomingEntities());
  }

  /** The iCalendar feed of the upcoming events, or of one active event. */
  async calendar(id?: number): Promise<string> {
    const events = id === undefined ? await this.upcomingEntities() : [await this.activeEvent(id)];
    return eventsCalendar(events, this.config.publicUrl, 'Pokémon TCG Club events');
  }

  private upcomingEntities(): Promise<Event[]> {
    return this.em.find(
      Event,
      { isActive: true, date: { $gte: startOfUkToday() } },
      { orderBy: { date: 'ASC', id: 'ASC' } },
    );
  }

  private async activeEvent(id: number): Promise<Event> {
    const event = await this.em.findOne(Event, { id, isActive: true });
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND);
    return event;
  }

  async list(query: ListQuery): Promise<ListPage<AdminEventDto>> {
    const [field, direction] = query.sort ?? ['date', 'DESC'];
    const [events, total] = await this.em.findAndCount(Event, this.whereOf(query.filter), {
      orderBy: [SORTS[field](direction), { id: 'ASC' }],
      ...rowsOf(query.range),
    });
    return { rows: await this.withAttendees(events), total };
  }

  async get(id: number): Promise<AdminEventDto> {
    const [dto] = await this.withAttendees([await this.entity(id)]);
    return dto;
  }

  async entity(id: number): Promise<Event> {
    const event = await this.em.findOne(Event, { id });
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND);
    return event;
  }

  /**
   * The event of a tournament imported from TOM, made or brought up to date within the caller's transaction:
   * a tournament with registration closed (TOM holds the entries).
   */
  importedTournamentEvent(
    em: EntityManager,
    event: Event | null,
    facts: { title: string; date: Date; location: string | null },
  ): Event {
    const target = event ?? new Event(facts.title, facts.date);
    target.title = facts.title;
    target.date = facts.date;
    target.location = facts.location;
    target.type = EventType.TOURNAMENT;
    target.registrationClosed = true;
    em.persist(target);
    return target;
  }

  async create(dto: CreateEventDto): Promise<AdminEventDto> {
    const event = new Event(dto.title, new Date(dto.date));
    this.apply(event, dto);
    await this.em.persist(event).flush();
    return toAdminEventDto(event, []);
  }

  async update(id: number, dto: UpdateEventDto): Promise<AdminEventDto> {
    const event = await this.entity(id);
    if (dto.title !== undefined) event.title = dto.title;
    if (dto.date !== undefined) event.date = new Date(dto.date);
    this.apply(event, dto);
    await this.em.flush();
    return this.get(id);
  }

  /** Deletes the event and its registrations; answers the event as it was. */
  async remove(id: number): Promise<AdminEventDto> {
    const dto = await this.get(id);
    await this.em.nativeDelete(Event, { id });
    return dto;
  }

  /** How many events there are, and how many active ones are on `from` or later. */
  async counts(from: Date): Promise<{ all: number; upcoming: number }> {
    const [all, upcoming] = await Promise.all([
      this.em.count(Event, {}),
      this.em.count(Event, { isActive: true, date: { $gte: from } }),
    ]);
    return { all, upcoming };
  }

  /** Events as served, with the number of people registered for each. */
  async withCounts(events: Event[]): Promise<EventDto[]> {
    const counts = await this.attendeeCounts(events.map((event) => event.id));
    return events.map((event) => toEventDto(event, counts.get(event.id) ?? 0));
  }

  /** Events as admins read them: with everyone registered for each, first come first. */
  async withAttendees(events: Event[]): Promise<AdminEventDto[]> {
    const registrations = events.length
      ? await this.em.find(
          EventRegistration,
          { event: { $in: events.map((event) => event.id) } },
          { orderBy: { registeredAt: 'ASC', id: 'ASC' } },
        )
      : [];
    const attendees = new Map<number, AttendeeDto[]>();
    for (const registration of registrations) {
      const list = attendees.get(registration.event.id) ?? [];
      list.push({
        userId: registration.user?.id ?? null,
        familyMemberId: registration.familyMember?.id ?? null,
      });
      attendees.set(registration.event.id, list);
    }
    return events.map((event) => toAdminEventDto(event, attendees.get(event.id) ?? []));
  }

  async attendeeCounts(ids: number[]): Promise<Map<number, number>> {
    if (!ids.length) return new Map();
    return this.registrations.attendeeCounts(ids);
  }

  private apply(event: Event, dto: CreateEventDto | UpdateEventDto): void {
    if (dto.description !== undefined) event.description = dto.description || null;
    if (dto.time !== undefined) event.time = dto.time || null;
    if (dto.location !== undefined) event.location = dto.location || null;
    if (dto.type !== undefined) event.type = dto.type;
    if (dto.maxAttendees !== undefined) event.maxAttendees = dto.maxAttendees;
    if (dto.isActive !== undefined) event.isActive = dto.isActive;
    if (dto.image !== undefined) event.image = dto.image || null;
  }

  private whereOf(filter: Record<string, unknown>): FilterQuery<Event> {
    const where: FilterQuery<Event>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (key === 'q') {
        const like = filterText(value);
        where.push({ $or: [{ title: { $ilike: like } }, { location: { $ilike: like } }] });
      } else if (key === 'id') {
        where.push({ id: { $in: filterIds(value, 'an event id') } });
      } else if (key === 'type') {
        if (!Object.values(EventType).includes(value as EventType))
          throw new BadRequestException(`type must be one of ${Object.values(EventType).join(', ')}.`);
        where.push({ type: value as EventType });
      } else if (key === 'isActive') {
        if (typeof value !== 'boolean') throw new BadRequestException('isActive must be true or false.');
        where.push({ isActive: value });
      } else if (key === 'upcoming') {
        if (typeof value !== 'boolean') throw new BadRequestException('upcoming must be true or false.');
        where.push({ date: value ? { $gte: startOfUkToday() } : { $lt: startOfUkToday() } });
      } else {
        throw new BadRequestException(`Unknown filter '${key}'. Filters: q, id, type, isActive, upcoming.`);
      }
    }
    return where.length ? { $and: where } : {};
  }
}
