import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { User } from '../users/user.entity.js';
import type { CreateForumCommentDto, ForumCommentDto } from './dto/forum-comment.dto.js';
import { toCommentDto } from './forum-answers.js';
import { ForumComment } from './forum-comment.entity.js';
import { assertMayChange, assertSelf } from './forum-permissions.js';
import { ForumPostRepository } from './forum-post.repository.js';
import { NOT_YOURSELF, POST_NOT_FOUND, ForumPostsService } from './forum-posts.service.js';
import { orNotFound } from './missing-rows.js';

export const COMMENT_NOT_FOUND = 'Comment not found';

@Injectable()
export class ForumCommentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly posts: ForumPostsService,
    private readonly rows: ForumPostRepository,
  ) {}

  async create(caller: User, dto: CreateForumCommentDto): Promise<ForumCommentDto> {
    assertSelf(caller, dto.authorId, NOT_YOURSELF);
    const post = await this.posts.post(dto.postId);
    const comment = new ForumComment(dto.content, post, caller);
    await orNotFound(() => this.em.persist(comment).flush(), POST_NOT_FOUND);
    return this.answer(comment.id);
  }

  async update(caller: User, id: number, content: string): Promise<ForumCommentDto> {
    const comment = await this.comment(id);
    assertMayChange(caller, comment.author.id, 'You can only edit your own comments.');
    comment.content = content;
    comment.editedAt = new Date();
    await this.em.flush();
    return this.answer(id);
  }

  async remove(caller: User, id: number): Promise<void> {
    const comment = await this.comment(id);
    assertMayChange(caller, comment.author.id, 'You can only delete your own comments.');
    await this.em.remove(comment).flush();
  }

  private async comment(id: number): Promise<ForumComment> {
    const comment = await this.em.findOne(ForumComment, { id });
    if (!comment) throw new NotFoundException(COMMENT_NOT_FOUND);
    return comment;
  }

  private async answer(id: number): Promise<ForumCommentDto> {
    const row = await this.rows.comment(id);
    if (!row) throw new NotFoundException(COMMENT_NOT_FOUND);
    return toCommentDto(row);
  }
}
