import { type Rel } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { ForumPost } from './forum-post.entity.js';

/**
 * The last day (UK time) a member opened a post. A post's view count goes up only when this day moves on, so
 * reloading or refetching the page counts once a day, and the table holds one row per member and post.
 */
@Entity({ tableName: 'forum_post_views' })
@Unique({ name: 'forum_post_views_post_user_unique', properties: ['post', 'user'] })
export class ForumPostView {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => ForumPost, deleteRule: 'cascade', index: false })
  post: Rel<ForumPost>;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', index: 'forum_post_views_user_id_index' })
  user: Rel<User>;

  @Property({ type: 'date' })
  day: string;

  constructor(post: Rel<ForumPost>, user: Rel<User>, day: string) {
    this.post = post;
    this.user = user;
    this.day = day;
  }
}
