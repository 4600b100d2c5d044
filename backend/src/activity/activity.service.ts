import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Achievement } from '../achievements/achievement.entity.js';
import { Role } from '../common/role.js';
import { ContactMessage } from '../contact/contact-message.entity.js';
import { EventRegistrationsService } from '../events/event-registrations.service.js';
import { EventRegistration } from '../events/event-registration.entity.js';
import { startOfUkToday } from '@club/rules';
import { Event } from '../events/event.entity.js';
import { FamilyMember } from '../family/family-member.entity.js';
import { avatarUrl } from '../users/dto/user.dto.js';
import { User } from '../users/user.entity.js';
import { type ActivityDto, ActivityType, type OverviewDto } from './dto/overview.dto.js';

const RECENT = 10;

const fullName = (user: User) => `${user.profile.firstName} ${user.profile.lastName}`.trim();

/** The admin overview: how the club stands, and what happened lately. */
@Injectable()
export class ActivityService {
  constructor(
    private readonly em: EntityManager,
    private readonly registrations: EventRegistrationsService,
  ) {}

  async overview(): Promise<OverviewDto> {
    const now = new Date();
    const startOfToday = startOfUkToday(now);
    const [
      members,
      pending,
      admins,
      familyMembers,
      events,
      upcomingEvents,
      registrations,
      achievements,
      unhandled,
    ] = await Promise.all([
      this.em.count(User, { role: { $in: [Role.MEMBER, Role.ADMIN] } }),
      this.em.count(User, { role: Role.PENDING }),
      this.em.count(User, { role: Role.ADMIN }),
      this.em.count(FamilyMember, {}),
      this.em.count(Event, {}),
      this.em.count(Event, { isActive: true, date: { $gte: startOfToday } }),
      this.em.count(EventRegistration, { event: { isActive: true, date: { $gte: startOfToday } } }),
      this.em.count(Achievement, {}),
      this.em.count(ContactMessage, { handled: false }),
    ]);
    return {
      counts: {
        members,
        pending,
        admins,
        familyMembers,
        events,
        upcomingEvents,
        registrations,
        achievements,
        unhandledMessages: unhandled,
      },
      recentActivity: await this.recentActivity(),
      generatedAt: now.toISOString(),
    };
  }

  /** Sign-ups and event registrations together, the 10 newest first. */
  private async recentActivity(): Promise<ActivityDto[]> {
    const [users, registrations] = await Promise.all([
      this.em.find(User, {}, { orderBy: { createdAt: 'DESC', id: 'DESC' }, limit: RECENT }),
      this.registrations.recent(RECENT),
    ]);
    const signUps = users.map((user): ActivityDto => ({
      id: `signup-${user.id}`,
      type: ActivityType.SIGN_UP,
      at: user.createdAt.toISOString(),
      text: `${fullName(user)} joined the club`,
      userId: user.id,
      userName: fullName(user),
      avatarUrl: avatarUrl(user.profile.avatar),
      eventId: null,
      eventTitle: null,
      familyMemberName: null,
    }));
    const registered = registrations.map((registration): ActivityDto => {
      const member = registration.user ?? registration.familyMember!.owner;
      const userName = `${member.profile.firstName} ${member.profile.lastName}`.trim();
      const who = registration.familyMember
        ? `${userName} registered ${registration.familyMember.name} for`
        : `${userName} registered for`;
      return {
        id: `registration-${registration.id}`,
        type: ActivityType.EVENT_REGISTRATION,
        at: registration.registeredAt,
        text: `${who} ${registration.event.title}`,
        userId: member.id,
        userName,
        avatarUrl: registration.familyMember?.avatarUrl ?? member.profile.avatarUrl,
        eventId: registration.eventId,
        eventTitle: registration.event.title,
        familyMemberName: registration.familyMember?.name ?? null,
      };
    });
    return [...signUps, ...registered]
      .sort((a, b) => b.at.localeCompare(a.at) || b.id.localeCompare(a.id))
      .slice(0, RECENT);
  }
}
