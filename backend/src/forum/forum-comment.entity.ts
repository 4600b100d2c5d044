import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { ForumPost } from './forum-post.entity.js';

/** A reply under a post, shown oldest first. */
@Entity({ tableName: 'forum_comments' })
@Index({ name: 'forum_comments_post_order_index', properties: ['post', 'createdAt', 'id'] })
export class ForumComment {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  content: string;

  @ManyToOne({ entity: () => ForumPost, deleteRule: 'cascade', index: false })
  post: Rel<ForumPost>;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: 'forum_comments_author_id_index' })
  author: Rel<User>;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  editedAt: Date | null = null;

  constructor(content: string, post: Rel<ForumPost>, author: Rel<User>) {
    this.content = content;
    this.post = post;
    this.author = author;
  }
}
