import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import type { Caller } from '../common/caller.js';
import { Role } from '../common/role.js';
import type { FamilyMember } from '../family/family-member.entity.js';
import { FamilyService } from '../family/family.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { capacityProblem } from './domain/capacity.js';
import type { RegistrationRequestDto } from './dto/event.dto.js';
import {
  type EventRegistrationDto,
  type RegistrationResultDto,
  toRegistrationDto,
} from './dto/registration.dto.js';
import { EventRegistration } from './event-registration.entity.js';
import { Event } from './event.entity.js';
import { EVENT_NOT_FOUND, EventsService } from './events.service.js';

const RECENT_COUNT = 10;
const POPULATE = ['user', 'familyMember.owner', 'event'] as const;
export const REGISTRATION_CLOSED = 'Check-in has started, so registration for this event has closed.';
export const NOT_YOURSELF = 'You can only register or unregister yourself and your own family.';

/** Who goes to which event. Each member registers themself and their own family, within the event's places. */
@Injectable()
export class EventRegistrationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
    private readonly family: FamilyService,
    private readonly users: UsersService,
  ) {}

  /**
   * Registers the caller and the family members listed. The event's row is locked while places are counted, so
   * simultaneous registrations never take more places than there are; a party that does not fit is refused whole.
   * People already registered are left as they are.
   */
  async register(caller: User, eventId: number, dto: RegistrationRequestDto): Promise<RegistrationResultDto> {
    const relatives = await this.party(caller, dto);
    const event = await this.em.transactional(async (em) => {
      const event = await em.findOne(Event, { id: eventId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      this.assertOpen(event);
      const already = await em.find(EventRegistration, {
        event,
        $or: [{ user: caller.id }, { familyMember: { $in: relatives.map((member) => member.id) } }],
      });
      const selfRegistered = already.some((registration) => registration.user?.id === caller.id);
      const registeredRelatives = new Set(already.map((registration) => registration.familyMember?.id));
      const joining = [
        ...(selfRegistered
          ? []
          : [new EventRegistration(event, { user: this.users.reference(caller.id, em) })]),
        ...relatives
          .filter((member) => !registeredRelatives.has(member.id))
          .map(
            (member) => new EventRegistration(event, { familyMember: this.family.reference(member.id, em) }),
          ),
      ];
      if (!joining.length) throw new ConflictException('You are already registered for this event.');
      const problem = capacityProblem(
        event.maxAttendees,
        await em.count(EventRegistration, { event }),
        joining.length,
      );
      if (problem) throw new ConflictException(problem);
      em.persist(joining);
      return event;
    });
    return this.result(caller, event, `Registered for ${event.title}.`);
  }

  /** Unregisters the caller and the family members listed (the spec's page sends the whole family). */
  async unregister(
    caller: User,
    eventId: number,
    dto: RegistrationRequestDto,
  ): Promise<RegistrationResultDto> {
    const relatives = await this.party(caller, dto);
    const event = await this.em.findOne(Event, { id: eventId });
    this.assertOpen(event);
    const removed = await this.em.nativeDelete(EventRegistration, {
      event,
      $or: [{ user: caller.id }, { familyMember: { $in: relatives.map((member) => member.id) } }],
    });
    if (!removed) throw new NotFoundException('You are not registered for this event.');
    return this.result(caller, event, `Unregistered from ${event.title}.`);
  }

  /** Everyone registered for an event, first come first. */
  async ofEvent(eventId: number): Promise<EventRegistrationDto[]> {
    const event = await this.events.entity(eventId);
    const registrations = await this.em.find(
      EventRegistration,
      { event },
      { populate: POPULATE, orderBy: { registeredAt: 'ASC', id: 'ASC' } },
    );
    return this.toDtos(registrations);
  }

  /** A member's registrations and their family's, soonest event first. Only they or an admin may ask. */
  async ofUser(caller: Caller, userId: number): Promise<EventRegistrationDto[]> {
    if (userId !== caller.id && caller.role !== Role.ADMIN)
      throw new ForbiddenException('You can only see your own registrations.');
    const registrations = await this.em.find(
      EventRegistration,
      { $or: [{ user: userId }, { familyMember: { owner: userId } }] },
      { populate: POPULATE, orderBy: { event: { date: 'ASC' }, registeredAt: 'ASC', id: 'ASC' } },
    );
    return this.toDtos(registrations);
  }

  /** Registrations for the active events on `from` or later. */
  countUpcoming(from: Date): Promise<number> {
    return this.em.count(EventRegistration, { event: { isActive: true, date: { $gte: from } } });
  }

  /** An event's registrations with their people, first come first (a tournament's players), in `em`. */
  withPeople(em: EntityManager, event: Event): Promise<EventRegistration[]> {
    return em.find(
      EventRegistration,
      { event },
      { populate: ['user', 'familyMember'], orderBy: { registeredAt: 'ASC', id: 'ASC' } },
    );
  }

  /** The caller's own registrations for an event, and their family's. */
  mine(caller: Caller, event: Event): Promise<EventRegistration[]> {
    return this.em.find(
      EventRegistration,
      { event, $or: [{ user: caller.id }, { familyMember: { owner: caller.id } }] },
      { populate: ['familyMember'] },
    );
  }

  /** The newest registrations, newest first (admin overview). */
  async recent(limit = RECENT_COUNT): Promise<EventRegistrationDto[]> {
    const registrations = await this.em.find(
      EventRegistration,
      {},
      { populate: POPULATE, orderBy: { registeredAt: 'DESC', id: 'DESC' }, limit },
    );
    return this.toDtos(registrations);
  }

  private async toDtos(registrations: EventRegistration[]): Promise<EventRegistrationDto[]> {
    const events = [...new Map(registrations.map((r) => [r.event.id, r.event as Event])).values()];
    const served = new Map((await this.events.withCounts(events)).map((dto) => [dto.id, dto]));
    return registrations.map((registration) =>
      toRegistrationDto(registration, served.get(registration.event.id)!),
    );
  }

  /** The caller's family members named in the request; the request must be for the caller's own account. */
  private async party(caller: User, dto: RegistrationRequestDto): Promise<FamilyMember[]> {
    if (dto.userId !== undefined && dto.userId !== caller.id) throw new ForbiddenException(NOT_YOURSELF);
    try {
      return await this.family.ownMany(caller, dto.familyMemberIds ?? []);
    } catch (error) {
      if (error instanceof ForbiddenException) throw new ForbiddenException(NOT_YOURSELF);
      throw error;
    }
  }

  private assertOpen(event: Event | null): asserts event is Event {
    if (!event) throw new NotFoundException(EVENT_NOT_FOUND);
    if (!event.isActive) throw new ConflictException('This event is not open for registration.');
    if (event.registrationClosed) throw new ConflictException(REGISTRATION_CLOSED);
    if (event.date.getTime() <= Date.now())
      throw new ConflictException('This event has already started, so registration has closed.');
  }

  private async result(caller: User, event: Event, message: string): Promise<RegistrationResultDto> {
    const registrations = await this.em.find(
      EventRegistration,
      { event, $or: [{ user: caller.id }, { familyMember: { owner: caller.id } }] },
      { populate: POPULATE, orderBy: { registeredAt: 'ASC', id: 'ASC' } },
    );
    const [served] = await this.events.withCounts([event]);
    return {
      message,
      event: served,
      registrations: registrations.map((registration) => toRegistrationDto(registration, served)),
    };
  }
}
