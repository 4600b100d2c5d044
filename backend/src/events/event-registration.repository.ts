import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** Counts of the events' registrations. */
@Injectable()
export class EventRegistrationRepository {
  constructor(private readonly em: EntityManager) {}

  /** How many people are registered for each of these events (events without any are left out). */
  async attendeeCounts(eventIds: readonly number[]): Promise<Map<number, number>> {
    // Raw SQL: every event's count in one round trip, however many events, no registration loaded.
    const rows = await this.em.getConnection().execute<{ event_id: number; people: string }[]>(
      `select event_id, count(*) as people from event_registrations
          where event_id in (select jsonb_array_elements_text(?::jsonb)::int) group by event_id`,
      [JSON.stringify(eventIds)],
    );
    return new Map(rows.map((row) => [row.event_id, Number(row.people)]));
  }
}
