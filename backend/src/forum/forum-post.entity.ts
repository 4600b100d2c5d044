import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { ForumCategory } from './forum-category.entity.js';
import { POST_SEARCH_VECTOR_SQL } from './forum-search-sql.js';

/** A topic a member started in a category. Likes, views and comments are rows of their own. */
@Entity({ tableName: 'forum_posts' })
// The list's order: pinned first, then newest.
@Index({ name: 'forum_posts_list_order_index', properties: ['isPinned', 'createdAt', 'id'] })
@Index({
  name: 'forum_posts_search_vector_index',
  expression: 'create index "forum_posts_search_vector_index" on "forum_posts" using gin ("search_vector")',
})
export class ForumPost {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  title: string;

  @Property({ type: 'text' })
  content: string;

  /** Deleting a category deletes its posts (and with them their comments, likes and views). */
  @ManyToOne({ entity: () => ForumCategory, deleteRule: 'cascade', index: 'forum_posts_category_id_index' })
  category: Rel<ForumCategory>;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: 'forum_posts_author_id_index' })
  author: Rel<User>;

  @Property({ type: 'boolean' })
  isPinned: boolean & Opt = false;

  /** Members who opened the post, once per member per day (see ForumPostView). */
  @Property({ type: 'integer' })
  views: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  /** When the title, content or category last changed; null when never edited. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  editedAt: Date | null = null;

  /** Written by PostgreSQL from the title and content; never read into the app. */
  @Property({
    type: 'unknown',
    columnType: 'tsvector',
    generated: `(${POST_SEARCH_VECTOR_SQL}) stored`,
    lazy: true,
    hidden: true,
    nullable: true,
  })
  searchVector?: unknown;

  constructor(title: string, content: string, category: Rel<ForumCategory>, author: Rel<User>) {
    this.title = title;
    this.content = content;
    this.category = category;
    this.author = author;
  }
}
