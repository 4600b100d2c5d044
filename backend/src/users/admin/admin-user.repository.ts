import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Role } from '../../common/role.js';
import { User } from '../user.entity.js';

/** What managing accounts asks of the users table beyond the ORM's finds. */
@Injectable()
export class AdminUserRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The admins' ids, their rows locked until the current transaction (the EntityManager's context) ends: two
   * admins demoting each other at the same moment take turns.
   */
  lockAdminIds(): Promise<{ id: number }[]> {
    // Query builder: the ids alone, locked, without loading (and so tracking) the admins' entities.
    return this.em
      .createQueryBuilder(User)
      .select('id')
      .where({ role: Role.ADMIN })
      .orderBy({ id: 'ASC' }) // always the same order, so two of these never deadlock
      .setLockMode(LockMode.PESSIMISTIC_WRITE)
      .execute('all');
  }
}
