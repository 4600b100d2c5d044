import type { UserDto } from '../../api/generated/types.gen';
import { apiError, holdSessionCookies, json, makeUser, sessionFor } from '../../test/api-mock';
import type { Operation } from '../../test/api-operations';
import { answerRequests, type SeenRequest } from '../../test/fake-network';

/** One request as the fake server saw it. */
export type SeenCall = SeenRequest;

type Handler = (call: SeenCall) => Response | Promise<Response>;

/** The simple-rest resources of the community and marketplace features, kept as plain records. */
export type ResourceName =
  'events' | 'content-items' | 'achievements' | 'contact-messages' | 'releases' | 'artworks';
type RecordRow = { id: number } & Record<string, unknown>;

interface FakeOptions {
  /** The signed-in user's role, or null for no session. */
  readonly role?: UserDto['role'] | null;
  readonly users?: readonly UserDto[];
  readonly records?: Partial<Record<ResourceName, readonly RecordRow[]>>;
  /** What `adminOverviewOverview`, `adminBackupsStatus`, `leaderboardGet`, `adminFamilyList` and `eventsOfEvent` answer. */
  readonly answers?: Partial<
    Record<
      'adminOverviewOverview' | 'adminBackupsStatus' | 'leaderboardGet' | 'adminFamilyList' | 'eventsOfEvent',
      unknown
    >
  >;
  /** Replies that take precedence, by SDK operation. */
  readonly overrides?: Partial<Record<Operation, Handler>>;
}

const PROFILE_KEYS = ['firstName', 'lastName', 'avatar', 'bio', 'location'] as const;

function listUsers(users: UserDto[], query: URLSearchParams): Response {
  const filter = JSON.parse(query.get('filter') ?? '{}') as { q?: string; role?: string };
  const [field, order] = JSON.parse(query.get('sort') ?? '["id","ASC"]') as [keyof UserDto, 'ASC' | 'DESC'];
  let rows = users.filter((u) => !filter.role || u.role === filter.role);
  if (filter.q) {
    const q = filter.q.toLowerCase();
    rows = rows.filter((u) =>
      `${u.email} ${u.profile.firstName} ${u.profile.lastName}`.toLowerCase().includes(q),
    );
  }
  rows = [...rows].sort(
    (a, b) => String(a[field]).localeCompare(String(b[field])) * (order === 'DESC' ? -1 : 1),
  );
  const range = query.get('range');
  if (!range) return json(200, rows);
  const [start, end] = JSON.parse(range) as [number, number];
  const page = rows.slice(start, end + 1);
  const response = json(200, page);
  response.headers.set(
    'Content-Range',
    `users ${start}-${start + Math.max(page.length - 1, 0)}/${rows.length}`,
  );
  return response;
}

/** A write as the API takes it: the record's shape, read-only fields (id, dates, avatarUrl) ignored. */
function applyRecord(user: UserDto, body: Record<string, unknown>): UserDto {
  const changes = (body.profile ?? {}) as Record<string, unknown>;
  const profile = { ...user.profile };
  for (const key of PROFILE_KEYS) if (key in changes) Object.assign(profile, { [key]: changes[key] });
  return {
    ...user,
    email: typeof body.email === 'string' ? body.email : user.email,
    role: typeof body.role === 'string' ? (body.role as UserDto['role']) : user.role,
    profile,
  };
}

/** A simple-rest list: equality filters (a list for `id`), sort by a top-level field, range and Content-Range. */
function listRecords(name: ResourceName, rows: readonly RecordRow[], query: URLSearchParams): Response {
  const filter = JSON.parse(query.get('filter') ?? '{}') as Record<string, unknown>;
  const [field, order] = JSON.parse(query.get('sort') ?? '["id","ASC"]') as [string, 'ASC' | 'DESC'];
  let found = rows.filter((row) =>
    Object.entries(filter).every(([key, value]) =>
      key === 'upcoming' ? true : Array.isArray(value) ? value.includes(row[key]) : row[key] === value,
    ),
  );
  found = [...found].sort(
    (a, b) => String(a[field] ?? '').localeCompare(String(b[field] ?? '')) * (order === 'DESC' ? -1 : 1),
  );
  const range = query.get('range');
  if (!range) return json(200, found);
  const [start, end] = JSON.parse(range) as [number, number];
  const page = found.slice(start, end + 1);
  const response = json(200, page);
  response.headers.set(
    'Content-Range',
    `${name} ${start}-${start + Math.max(page.length - 1, 0)}/${found.length}`,
  );
  return response;
}

const RESOURCE_OPERATIONS: Record<string, [ResourceName, 'list' | 'get' | 'create' | 'update' | 'remove']> = {
  adminEventsList: ['events', 'list'],
  adminEventsGet: ['events', 'get'],
  adminEventsCreate: ['events', 'create'],
  adminEventsUpdate: ['events', 'update'],
  adminEventsRemove: ['events', 'remove'],
  adminContentList: ['content-items', 'list'],
  adminContentGet: ['content-items', 'get'],
  adminContentCreate: ['content-items', 'create'],
  adminContentUpdate: ['content-items', 'update'],
  adminContentRemove: ['content-items', 'remove'],
  adminAchievementsList: ['achievements', 'list'],
  adminAchievementsGet: ['achievements', 'get'],
  adminAchievementsCreate: ['achievements', 'create'],
  adminAchievementsUpdate: ['achievements', 'update'],
  adminAchievementsRemove: ['achievements', 'remove'],
  adminContactList: ['contact-messages', 'list'],
  adminContactGet: ['contact-messages', 'get'],
  adminContactUpdate: ['contact-messages', 'update'],
  adminContactRemove: ['contact-messages', 'remove'],
  adminReleasesList: ['releases', 'list'],
  adminReleasesGet: ['releases', 'get'],
  adminReleasesCreate: ['releases', 'create'],
  adminReleasesUpdate: ['releases', 'update'],
  adminReleasesRemove: ['releases', 'remove'],
  adminArtworksList: ['artworks', 'list'],
  adminArtworksGet: ['artworks', 'get'],
  adminArtworksCreate: ['artworks', 'create'],
  adminArtworksUpdate: ['artworks', 'update'],
  adminArtworksRemove: ['artworks', 'remove'],
};

const EMPTY_ANSWERS = {
  adminOverviewOverview: {
    counts: {
      members: 0,
      pending: 0,
      admins: 1,
      familyMembers: 0,
      events: 0,
      upcomingEvents: 0,
      registrations: 0,
      achievements: 0,
      unhandledMessages: 0,
    },
    recentActivity: [],
    heldBackMail: { hours: 24, kinds: [] },
    generatedAt: new Date().toISOString(),
  },
  adminBackupsStatus: { lastBackup: null, generatedAt: new Date().toISOString() },
  leaderboardGet: { tournament: [], casual: [], competition: [] },
  adminFamilyList: [],
  eventsOfEvent: [],
};

/**
 * A small in-memory stand-in for the API of docs/api-contract.md (auth and admin users), behind a
 * fake network (msw, test/fake-network.ts). Lists speak the simple-rest dialect (range, sort, filter, Content-Range).
 */
export function fakeAdminApi({
  role = 'ADMIN',
  users = [],
  records = {},
  answers = {},
  overrides = {},
}: FakeOptions = {}) {
  const db = {
    users: [...users],
    records: {
      events: [...(records.events ?? [])],
      'content-items': [...(records['content-items'] ?? [])],
      achievements: [...(records.achievements ?? [])],
      'contact-messages': [...(records['contact-messages'] ?? [])],
      releases: [...(records.releases ?? [])],
      artworks: [...(records.artworks ?? [])],
    } as Record<ResourceName, RecordRow[]>,
  };
  const answered = { ...EMPTY_ANSWERS, ...answers };
  // A signed-in browser holds the session's cookies; a signed-out one none (so the app does not ask).
  if (role) holdSessionCookies();
  let nextId = 100;

  const route = (call: SeenCall): Response => {
    const { method, path, body } = call;
    const id = Number(call.params.id);
    const user = db.users.find((u) => u.id === id);
    const resource = call.operation ? RESOURCE_OPERATIONS[call.operation] : undefined;
    if (resource) {
      const [name, action] = resource;
      const rows = db.records[name];
      const row = rows.find((r) => r.id === id);
      switch (action) {
        case 'list':
          return listRecords(name, rows, call.query);
        case 'get':
          return row ? json(200, row) : apiError(404, 'Not found');
        case 'create': {
          const created = { ...(body as Record<string, unknown>), id: nextId++ };
          rows.push(created);
          return json(201, created);
        }
        case 'update': {
          if (!row) return apiError(404, 'Not found');
          Object.assign(row, body as Record<string, unknown>, { id });
          return json(200, row);
        }
        case 'remove':
          if (!row) return apiError(404, 'Not found');
          db.records[name] = rows.filter((r) => r.id !== id);
          return json(200, row);
      }
    }
    if (call.operation && call.operation in answered) {
      return json(200, answered[call.operation as keyof typeof answered]);
    }
    switch (call.operation) {
      case 'authRefresh':
        return role ? json(200, sessionFor(role, `token-${role}`)) : apiError(401, 'Not signed in');
      case 'authMe':
        return role ? json(200, makeUser(role)) : apiError(401, 'Not signed in');
      case 'authLogout':
        return new Response(null, { status: 204 });
      case 'adminUsersList':
        return listUsers(db.users, call.query);
      case 'adminUsersPending':
        return json(
          200,
          db.users.filter((u) => u.role === 'PENDING'),
        );
      case 'adminUsersRecent':
        return json(200, [...db.users].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).slice(0, 10));
      case 'adminUsersCreate': {
        const created = applyRecord(
          { ...makeUser('MEMBER'), id: nextId++, createdAt: new Date().toISOString() },
          body as Record<string, unknown>,
        );
        db.users.push(created);
        return json(201, created);
      }
      case 'adminUsersGet':
        return user ? json(200, user) : apiError(404, 'User not found');
      case 'adminUsersUpdate': {
        if (!user) return apiError(404, 'User not found');
        const updated = applyRecord(user, body as Record<string, unknown>);
        db.users = db.users.map((u) => (u.id === id ? updated : u));
        return json(200, updated);
      }
      case 'adminUsersRemove':
        if (!user) return apiError(404, 'User not found');
        db.users = db.users.filter((u) => u.id !== id);
        return json(200, user);
      default:
        return apiError(404, `No fake for ${method} ${path}`);
    }
  };

  const calls = answerRequests((call) => {
    const override = call.operation ? overrides[call.operation] : undefined;
    return override ? override(call) : route(call);
  });
  return { db, calls };
}
