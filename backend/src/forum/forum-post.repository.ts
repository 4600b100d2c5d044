import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { UsersService } from '../users/users.service.js';
import { prefixQuery } from './domain/search-words.js';
import type { CommentRow, PostRow } from './forum-answers.js';
import { SEARCH_QUERY_SQL } from './forum-search-sql.js';

/** Everything a post's answer shows, for the caller `?` (whether they like it). */
const POST_COLUMNS = `p.id, p.title, p.content, p.is_pinned, p.views, p.created_at, p.edited_at,
  c.id as category_id, c.name as category_name, c.color as category_color, c.icon as category_icon, p.author_id,
  (select count(*) from forum_post_likes l where l.post_id = p.id)::int as likes,
  exists (select 1 from forum_post_likes l where l.post_id = p.id and l.user_id = ?) as liked_by_me,
  (select count(*) from forum_comments m where m.post_id = p.id)::int as comment_count`;

const COMMENT_COLUMNS = 'm.id, m.content, m.post_id, m.created_at, m.edited_at, m.author_id';

const POST_JOINS = `forum_posts p join forum_categories c on c.id = p.category_id`;

/** A row as the database answers it: the author is asked of the users feature afterwards. */
type Unauthored<Row> = Omit<Row, 'author'>;

export interface PostListFilter {
  categoryId?: number;
  search?: string;
  page: number;
  limit: number;
}

/**
 * Posts, comments, likes and views as the forum reads and counts them. Posts are read as the forum shows them:
 * counts of likes and comments, the category, and the author's profile, asked of the users feature (its tables are
 * its own, docs/adr/0044). Raw SQL throughout: each answer is one statement of counts and joins, and the counters
 * change in one statement each, so simultaneous clicks count right.
 */
@Injectable()
export class ForumPostRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
  ) {}

  /** The rows with their authors, as the users feature shows members to members. */
  private async authored<Row extends { author_id: number }>(
    rows: Row[],
  ): Promise<(Row & { author: PostRow['author'] })[]> {
    const authors = await this.users.publicMembers(rows.map((row) => row.author_id));
    return rows.map((row) => ({ ...row, author: authors.get(row.author_id)! }));
  }

  /**
   * A page of posts: pinned first, then newest; with a search, best matches first (title words weigh more
   * than content words), then newest. Answers the page and the number of posts on all pages.
   */
  async page(callerId: number, filter: PostListFilter): Promise<{ rows: PostRow[]; total: number }> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.categoryId !== undefined) {
      where.push('p.category_id = ?');
      params.push(filter.categoryId);
    }
    const query = filter.search === undefined ? undefined : prefixQuery(filter.search);
    if (filter.search !== undefined && query === undefined) return { rows: [], total: 0 };
    if (query !== undefined) {
      where.push(`p.search_vector @@ ${SEARCH_QUERY_SQL}`);
      params.push(query);
    }
    const condition = where.length ? `where ${where.join(' and ')}` : '';
    const order =
      query === undefined
        ? 'p.is_pinned desc, p.created_at desc, p.id desc'
        : `ts_rank(p.search_vector, ${SEARCH_QUERY_SQL}) desc, p.created_at desc, p.id desc`;
    const orderParams = query === undefined ? [] : [query];
    const connection = this.em.getConnection();
    // Raw SQL: the page and the number of posts on all pages at once, searched and ranked by PostgreSQL.
    const [rows, [{ total }]] = await Promise.all([
      connection.execute<Unauthored<PostRow>[]>(
        `select ${POST_COLUMNS} from ${POST_JOINS} ${condition} order by ${order} limit ? offset ?`,
        [callerId, ...params, ...orderParams, filter.limit, (filter.page - 1) * filter.limit],
      ),
      connection.execute<{ total: number }[]>(
        `select count(*)::int as total from forum_posts p ${condition}`,
        params,
      ),
    ]);
    return { rows: await this.authored(rows), total };
  }

  async one(callerId: number, postId: number): Promise<PostRow | undefined> {
    // Raw SQL: the post with its counts and category in one statement.
    const rows = await this.em
      .getConnection()
      .execute<Unauthored<PostRow>[]>(`select ${POST_COLUMNS} from ${POST_JOINS} where p.id = ?`, [
        callerId,
        postId,
      ]);
    const [row] = await this.authored(rows);
    return row;
  }

  async comments(postId: number): Promise<CommentRow[]> {
    // Raw SQL: rows for the answer, nothing to track.
    const rows = await this.em
      .getConnection()
      .execute<Unauthored<CommentRow>[]>(
        `select ${COMMENT_COLUMNS} from forum_comments m where m.post_id = ? order by m.created_at, m.id`,
        [postId],
      );
    return this.authored(rows);
  }

  async comment(commentId: number): Promise<CommentRow | undefined> {
    // Raw SQL: a row for the answer, nothing to track.
    const rows = await this.em
      .getConnection()
      .execute<Unauthored<CommentRow>[]>(`select ${COMMENT_COLUMNS} from forum_comments m where m.id = ?`, [
        commentId,
      ]);
    const [row] = await this.authored(rows);
    return row;
  }

  /** Likes the post as the member, or takes their like back when there is one; answers what changed. */
  async toggleLike(postId: number, memberId: number): Promise<{ added: number; removed: number }> {
    // Raw SQL: one statement (a delete, else an insert the unique pair lets in once), so no click counts twice.
    const [change] = await this.em.getConnection().execute<{ added: number; removed: number }[]>(
      `with removed as (
         delete from forum_post_likes where post_id = ? and user_id = ? returning id
       ), added as (
         insert into forum_post_likes (post_id, user_id, created_at)
         select ?, ?, now() where not exists (select 1 from removed)
         on conflict (post_id, user_id) do nothing
         returning id
       )
       select (select count(*) from added)::int as added, (select count(*) from removed)::int as removed`,
      [postId, memberId, postId, memberId],
    );
    return change;
  }

  async likeCount(postId: number): Promise<number> {
    // Raw SQL: a count, no rows to load.
    const [{ likes }] = await this.em
      .getConnection()
      .execute<{ likes: number }[]>('select count(*)::int as likes from forum_post_likes where post_id = ?', [
        postId,
      ]);
    return likes;
  }

  /** Counts a view when the member's last view of the post was before `day` (or never). */
  async countView(postId: number, memberId: number, day: string): Promise<void> {
    // Raw SQL: one statement (ON CONFLICT ... WHERE), so refetches and simultaneous tabs count once.
    await this.em.getConnection().execute(
      `with seen as (
         insert into forum_post_views (post_id, user_id, day)
         select id, ?, ?::date from forum_posts where id = ?
         on conflict (post_id, user_id) do update set day = excluded.day
           where forum_post_views.day < excluded.day
         returning post_id
       )
       update forum_posts set views = views + 1 where id in (select post_id from seen)`,
      [memberId, day, postId],
    );
  }
}
