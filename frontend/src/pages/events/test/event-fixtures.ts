import type { EventDto, EventRegistrationDto, FamilyMemberDto } from '../../../api/generated/types.gen';
import { makeUser } from '../../../test/api-mock';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export function makeEvent(id: number, overrides: Partial<EventDto> = {}): EventDto {
  return {
    id,
    title: `Event ${id}`,
    description: 'Bring your deck.',
    date: inDays(id),
    time: '18:30–21:30',
    location: null,
    type: 'TRADING_SESSION',
    maxAttendees: null,
    isActive: true,
    image: null,
    attendeeCount: 0,
    placesLeft: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeFamilyMember(id: number, name: string, age: number): FamilyMemberDto {
  return {
    id,
    userId: 2,
    name,
    age,
    birthYear: null,
    birthDate: null,
    playerId: null,
    avatar: 25,
    avatarUrl: 'https://img.invalid/25.png',
    createdAt: '2026-01-01T10:00:00.000Z',
  };
}

/** The member's (user id 2) own registration, or a family member's. */
export function makeRegistration(
  id: number,
  event: EventDto,
  who: { familyMember: FamilyMemberDto } | 'self' = 'self',
): EventRegistrationDto {
  const member = makeUser('MEMBER');
  const summary = { id: member.id, email: member.email, profile: member.profile };
  return {
    id,
    eventId: event.id,
    event,
    registeredAt: '2026-01-02T10:00:00.000Z',
    status: 'REGISTERED',
    user: who === 'self' ? summary : null,
    familyMember: who === 'self' ? null : { ...who.familyMember, owner: summary },
  };
}
