import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** What the health check asks of the database. */
@Injectable()
export class HealthRepository {
  constructor(private readonly em: EntityManager) {}

  /** A real round trip: the pool's own "connected" flag says nothing about a lazily opened pool. */
  async roundTrip(): Promise<void> {
    // Raw SQL: the cheapest statement there is; the ORM has no query that reads no table.
    await this.em.getConnection().execute('select 1');
  }
}
