import { Injectable } from '@nestjs/common';
import { startOfUkToday } from '@club/rules';
import { AchievementsService } from '../achievements/achievements.service.js';
import { ClubMessagesService } from '../club-messages/club-messages.service.js';
import { Role } from '../common/role.js';
import { EventRegistrationsService } from '../events/event-registrations.service.js';
import { EventsService } from '../events/events.service.js';
import { FamilyService } from '../family/family.service.js';
import { HeldBackMailCounts } from '../mail/held-back-mail.service.js';
import { avatarUrl } from '../users/dto/user.dto.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { type ActivityDto, ActivityType, type OverviewDto } from './dto/overview.dto.js';

const RECENT = 10;

const fullName = (user: User) => `${user.profile.firstName} ${user.profile.lastName}`.trim();

/** The admin overview: how the club stands, and what happened lately, each figure asked of the feature owning it. */
@Injectable()
export class AdminOverviewService {
  constructor(
    private readonly users: UsersService,
    private readonly family: FamilyService,
    private readonly events: EventsService,
    private readonly registrations: EventRegistrationsService,
    private readonly achievements: AchievementsService,
    private readonly clubMessages: ClubMessagesService,
    private readonly heldBackMail: HeldBackMailCounts,
  ) {}

  async overview(): Promise<OverviewDto> {
    const now = new Date();
    const startOfToday = startOfUkToday(now);
    const [members, pending, admins, familyMembers, events, registrations, achievements, unhandled, held] =
      await Promise.all([
        this.users.countWithRole(Role.MEMBER, Role.ADMIN),
        this.users.countWithRole(Role.PENDING),
        this.users.countWithRole(Role.ADMIN),
        this.family.count(),
        this.events.counts(startOfToday),
        this.registrations.countUpcoming(startOfToday),
        this.achievements.count(),
        this.clubMessages.countUnhandled(),
        this.heldBackMail.recent(),
      ]);
    return {
      counts: {
        members,
        pending,
        admins,
        familyMembers,
        events: events.all,
        upcomingEvents: events.upcoming,
        registrations,
        achievements,
        unhandledMessages: unhandled,
      },
      recentActivity: await this.recentActivity(),
      heldBackMail: held,
      generatedAt: now.toISOString(),
    };
  }

  /** Sign-ups and event registrations together, the 10 newest first. */
  private async recentActivity(): Promise<ActivityDto[]> {
    const [users, registrations] = await Promise.all([
      this.users.newest(RECENT),
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
