import { type Opt, type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { ForumPost } from './forum-post.entity.js';

/**
 * One member's like of one post. The unique pair is what keeps a count exact when members click at the same
 * moment: a like is an insert that may conflict, an unlike a delete, never a counter read and written back.
 */
@Entity({ tableName: 'forum_post_likes' })
@Unique({ name: 'forum_post_likes_post_user_unique', properties: ['post', 'user'] })
export class ForumPostLike {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => ForumPost, deleteRule: 'cascade', index: false })
  post: Rel<ForumPost>;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: 'forum_post_likes_user_id_index' })
  user: Rel<User>;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  constructor(post: Rel<ForumPost>, user: Rel<User>) {
    this.post = post;
    this.user = user;
  }
}
