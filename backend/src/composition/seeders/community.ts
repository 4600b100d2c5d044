import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import { Achievement, AchievementType } from '../../achievements/achievement.entity.js';
import { hashPassword } from '../../common/password-hasher.js';
import { Role } from '../../common/role.js';
import { ContentItem } from '../../content/content-item.entity.js';
import { ContentSection } from '../../content/content-section.entity.js';
import { ContentSectionName, milestoneDate } from '../../content/domain/sections.js';
import { ukInstant, ukWallTime } from '@club/rules';
import { EventType } from '../../events/domain/event-type.js';
import { Event } from '../../events/event.entity.js';
import { FamilyMember } from '../../family/family-member.entity.js';
import { avatarUrl } from '../../users/dto/user.dto.js';
import { Profile } from '../../users/profile.embeddable.js';
import { User } from '../../users/user.entity.js';

const DAY_MS = 24 * 3_600_000;

/** The UK time `hour:minute` on the first `weekday` (0 Sunday … 6 Saturday) at least `afterDays` from now. */
function nextWeekday(now: Date, weekday: number, afterDays: number, hour: number, minute = 0): Date {
  const from = new Date(now.getTime() + afterDays * DAY_MS);
  const shift = (weekday - from.getUTCDay() + 7) % 7;
  const day = ukWallTime(new Date(from.getTime() + shift * DAY_MS));
  return ukInstant({ ...day, hour, minute });
}

interface EventSeed {
  title: string;
  type: EventType;
  date: Date;
  time: string;
  description: string;
  maxAttendees?: number;
  location?: string;
}

function demoEvents(now: Date): EventSeed[] {
  return [
    {
      title: 'Friday Club Night',
      type: EventType.COMMUNITY_NIGHT,
      date: nextWeekday(now, 5, 1, 18, 30),
      time: '18:30–21:30',
      description:
        'Our weekly evening of casual games and trades. Bring a deck or borrow one of the club decks; new faces always welcome.',
    },
    {
      title: 'Beginners’ Session: Your First Deck',
      type: EventType.TRAINING_SESSION,
      date: nextWeekday(now, 6, 2, 10),
      time: '10:00–12:00',
      description:
        'Learn the basics with a ready-made theme deck: turns, attacks, Energy and prize cards. Ideal for children aged 6 and up with a grown-up.',
      maxAttendees: 16,
    },
    {
      title: 'Trade Night',
      type: EventType.TRADING_SESSION,
      date: nextWeekday(now, 4, 8, 19),
      time: '19:00–21:00',
      description:
        'Swap singles and finish your binders. Price guides on hand; under-16s trade with a parent’s OK.',
    },
    {
      title: 'Ely League Challenge',
      type: EventType.TOURNAMENT,
      date: nextWeekday(now, 6, 16, 13),
      time: '13:00–18:00',
      description:
        'Standard format, best-of-one Swiss rounds with a top cut. Entry £5, prizes in booster packs. Please register your deck list at the door.',
      maxAttendees: 32,
    },
    {
      title: 'Junior Cup (under-16s)',
      type: EventType.TOURNAMENT,
      date: nextWeekday(now, 6, 30, 10),
      time: '10:00–14:00',
      description: 'A friendly tournament for Juniors and Seniors, with a prize for every player.',
      maxAttendees: 24,
    },
    {
      title: 'Prerelease Weekend',
      type: EventType.SPECIAL_EVENT,
      date: nextWeekday(now, 6, 37, 11),
      time: '11:00–17:00',
      description: 'Build a deck from six packs of the newest expansion and play it on the day.',
      maxAttendees: 24,
      location: 'St Mary’s Church Hall, Ely',
    },
  ];
}

const JOURNEY = [
  [
    2024,
    'The club is founded',
    'Four friends start meeting on Friday evenings in a café on the high street.',
  ],
  [
    2024,
    'A home at the Community Centre',
    'We outgrow the café and move into the Community Centre’s main hall.',
  ],
  [
    2025,
    'Our first League Challenge',
    'Twenty-eight players from across Cambridgeshire and Suffolk come to play.',
  ],
  [2025, 'Junior section', 'Saturday mornings for children and beginners, with club decks to borrow.'],
  [2026, 'One hundred members', 'Families, collectors and competitive players: the club keeps growing.'],
] as const;

const TEAM = [
  ['Sam Okafor', 'Co-Founder', 'Runs club nights and the league. Has played since Base Set.', 6],
  ['Hannah Reid', 'Co-Founder', 'Looks after the money, the venue and the club decks.', 131],
  [
    'Tom Fletcher',
    'Professor & Judge',
    'Certified Professor; judges our tournaments and answers rules questions.',
    448,
  ],
  ['Priya Shah', 'Junior Coordinator', 'Organises the Saturday sessions for children and new players.', 39],
] as const;

const SESSIONS = [
  ['Friday', '18:30–21:30', 'Casual play and trading', 'All ages (under-16s with an adult)'],
  ['Saturday', '10:00–12:00', 'Juniors and beginners', 'Ages 6–15 and anyone new to the game'],
  ['Wednesday', '19:00–22:00', 'Tournament practice', 'Competitive players, Standard format'],
] as const;

async function seedContent(em: EntityManager): Promise<void> {
  const sections = new Map((await em.find(ContentSection, {})).map((section) => [section.name, section]));
  const add = (name: ContentSectionName, items: Partial<ContentItem>[]) =>
    items.forEach((fields, index) => {
      const item = new ContentItem(sections.get(name)!, fields.title!, index + 1);
      Object.assign(item, fields);
      em.persist(item);
    });
  add(
    ContentSectionName.OUR_JOURNEY,
    JOURNEY.map(([year, title, description]) => ({ title, description, date: milestoneDate(year) })),
  );
  add(
    ContentSectionName.MEET_TEAM,
    TEAM.map(([title, role, description, avatar]) => ({
      title,
      role,
      description,
      imageUrl: avatarUrl(avatar),
    })),
  );
  add(
    ContentSectionName.SESSION_TIMES,
    SESSIONS.map(([title, time, description, participants]) => ({ title, time, description, participants })),
  );
  await em.flush();
}

/** Two approved members, one with a child, and the wins that fill the leaderboard. */
async function seedMembers(em: EntityManager, now: Date): Promise<void> {
  const member = async (email: string, first: string, last: string, avatar: number) => {
    const user = new User(
      email,
      await hashPassword(randomBytes(18).toString('base64url')),
      new Profile(first, last, avatar),
      Role.MEMBER,
    );
    user.approvedAt = now;
    em.persist(user);
    return user;
  };
  const brock = await member('brock@club.local', 'Brock', 'Harrison', 74);
  const dawn = await member('dawn@club.local', 'Dawn', 'Berlitz', 393);
  const max = new FamilyMember(brock, 'Max', 10);
  max.birthYear = new Date(now).getUTCFullYear() - 10;
  max.avatar = 4;
  em.persist(max);
  const win = (
    title: string,
    type: AchievementType,
    daysAgo: number,
    who: { user?: User; child?: FamilyMember },
    place: number | null = 1,
  ) => {
    const achievement = new Achievement(
      title,
      new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10),
    );
    achievement.type = type;
    achievement.place = place;
    achievement.user = who.user ?? null;
    achievement.familyMember = who.child ?? null;
    em.persist(achievement);
  };
  win('League Challenge winner', AchievementType.TOURNAMENT_WIN, 40, { user: brock });
  win('League Challenge runner-up', AchievementType.TOURNAMENT_WIN, 40, { user: dawn }, 2);
  win('Club night champion', AchievementType.CASUAL_WIN, 12, { user: dawn }, null);
  win('Junior Cup winner', AchievementType.TOURNAMENT_WIN, 20, { child: max });
  win('Deck-building contest', AchievementType.COMPETITION_WIN, 8, { user: brock });
  await em.flush();
}

/** Believable content for a club in Ely: events, the pages' sections, and a small leaderboard. */
export async function seedCommunity(em: EntityManager, now = new Date()): Promise<void> {
  for (const seed of demoEvents(now)) {
    const event = new Event(seed.title, seed.date);
    Object.assign(event, {
      type: seed.type,
      time: seed.time,
      description: seed.description,
      maxAttendees: seed.maxAttendees ?? null,
      location: seed.location ?? null,
    });
    em.persist(event);
  }
  await em.flush();
  await seedContent(em);
  await seedMembers(em, now);
}
