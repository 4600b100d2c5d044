// The yardstick for GET /api/events: a bare Fastify route that reads the same rows from PostgreSQL on every
// request and lets Fastify serialise them (no framework, no cache, no compression). Started by events.mjs with
// the server's DATA_DIR, it attaches to the same embedded PostgreSQL; PORT is where it listens.
import Fastify from 'fastify';
import pg from 'pg';
import { join } from 'node:path';
import { BACKEND_DIST } from './support.mjs';

const { loadConfig } = await import(join(BACKEND_DIST, 'config', 'app-config.js'));
const { connectDatabase } = await import(join(BACKEND_DIST, 'database', 'database-connection.js'));

const EVENTS_SQL = `
  select e.id, e.title, e.description, e.date, e.time, e.location, e.type, e.max_attendees as "maxAttendees",
         e.is_active as "isActive", e.image, coalesce(r.people, 0)::int as "attendeeCount",
         case when e.max_attendees is null then null
              else greatest(0, e.max_attendees - coalesce(r.people, 0))::int end as "placesLeft",
         e.created_at as "createdAt", e.updated_at as "updatedAt"
    from events e
    left join (select event_id, count(*) as people from event_registrations group by event_id) r on r.event_id = e.id
   where e.is_active
     and e.date >= (date_trunc('day', now() at time zone 'Europe/London') at time zone 'Europe/London')
   order by e.date, e.id`;

const database = await connectDatabase(loadConfig());
const pool = new pg.Pool({ connectionString: database.url, max: 10 });
const app = Fastify();
app.get('/api/events', async () => (await pool.query(EVENTS_SQL)).rows);
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
