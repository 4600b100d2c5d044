import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** A category's columns, as its answer shows them. */
export interface CategoryRow {
  id: number;
  name: string;
  description: string | null;
  color: string;
  icon: string | null;
  created_at: Date;
}

/** The forum's categories with the number of posts in each (written through the ORM, counted here). */
@Injectable()
export class ForumCategoryRepository {
  constructor(private readonly em: EntityManager) {}

  /** Every category, alphabetically, with how many posts each holds. */
  withPostCounts(): Promise<(CategoryRow & { post_count: number })[]> {
    // Raw SQL: every category with its count of posts in one statement, no post loaded.
    return this.em.getConnection().execute<(CategoryRow & { post_count: number })[]>(
      `select c.*, (select count(*) from forum_posts p where p.category_id = c.id)::int as post_count
       from forum_categories c order by lower(c.name), c.id`,
    );
  }

  async postCount(categoryId: number): Promise<number> {
    // Raw SQL: a count, no posts to load.
    const [{ count }] = await this.em
      .getConnection()
      .execute<{ count: number }[]>('select count(*)::int as count from forum_posts where category_id = ?', [
        categoryId,
      ]);
    return count;
  }
}
