import { ukDay } from '@club/rules';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { User } from '../users/user.entity.js';
import {
  type CreateForumPostDto,
  DEFAULT_PAGE_SIZE,
  type ForumLikeDto,
  type ForumPostDetailDto,
  type ForumPostDto,
  type ForumPostListQueryDto,
  type ForumPostPageDto,
  type UpdateForumPostDto,
} from './dto/forum-post.dto.js';
import { toCommentDto, toPostDto } from './forum-answers.js';
import { CATEGORY_NOT_FOUND, ForumCategoriesService } from './forum-categories.service.js';
import { assertMayChange, assertSelf } from './forum-permissions.js';
import { ForumPostRepository } from './forum-post.repository.js';
import { ForumPost } from './forum-post.entity.js';
import { orNotFound } from './missing-rows.js';

export const POST_NOT_FOUND = 'Post not found';
export const NOT_YOURSELF = 'You can only post and comment as yourself.';

@Injectable()
export class ForumPostsService {
  constructor(
    private readonly em: EntityManager,
    private readonly posts: ForumPostRepository,
    private readonly categories: ForumCategoriesService,
  ) {}

  async list(caller: User, query: ForumPostListQueryDto): Promise<ForumPostPageDto> {
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    // An empty search (`?search=`) is no search.
    const search = query.search?.trim() ? query.search : undefined;
    const { rows, total } = await this.posts.page(caller.id, {
      categoryId: query.categoryId,
      search,
      page,
      limit,
    });
    return { posts: rows.map(toPostDto), page, limit, pages: Math.ceil(total / limit), total };
  }

  /** The post with its comments; opening it counts a view, once per member per day. */
  async detail(caller: User, id: number): Promise<ForumPostDetailDto> {
    await this.countView(caller, id);
    const row = await this.posts.one(caller.id, id);
    if (!row) throw new NotFoundException(POST_NOT_FOUND);
    const comments = await this.posts.comments(id);
    return { ...toPostDto(row), comments: comments.map(toCommentDto) };
  }

  async create(caller: User, dto: CreateForumPostDto): Promise<ForumPostDto> {
    assertSelf(caller, dto.authorId, NOT_YOURSELF);
    const category = await this.categories.get(dto.categoryId);
    const post = new ForumPost(dto.title, dto.content, category, caller);
    await orNotFound(() => this.em.persist(post).flush(), CATEGORY_NOT_FOUND);
    return this.answer(caller, post.id);
  }

  async update(caller: User, id: number, dto: UpdateForumPostDto): Promise<ForumPostDto> {
    const post = await this.post(id);
    assertMayChange(caller, post.author.id, 'You can only edit your own posts.');
    if (dto.title !== undefined) post.title = dto.title;
    if (dto.content !== undefined) post.content = dto.content;
    if (dto.categoryId !== undefined) post.category = await this.categories.get(dto.categoryId);
    post.editedAt = new Date();
    await orNotFound(() => this.em.flush(), CATEGORY_NOT_FOUND);
    return this.answer(caller, id);
  }

  /** Deletes the post; its comments, likes and views go with it (the foreign keys cascade). */
  async remove(caller: User, id: number): Promise<void> {
    const post = await this.post(id);
    assertMayChange(caller, post.author.id, 'You can only delete your own posts.');
    await this.em.remove(post).flush();
  }

  async pin(caller: User, id: number, isPinned: boolean): Promise<ForumPostDto> {
    const post = await this.post(id);
    post.isPinned = isPinned;
    await this.em.flush();
    return this.answer(caller, id);
  }

  /**
   * Likes the post, or takes the like back when there is one, in one statement: a delete of the caller's like,
   * else an insert that the unique (post, member) pair lets in at most once. Members clicking at the same
   * moment each add exactly one like; one member's double click never counts twice.
   */
  async toggleLike(caller: User, id: number, userId: number | undefined): Promise<ForumLikeDto> {
    assertSelf(caller, userId, 'You can only like posts as yourself.');
    await this.post(id);
    const change = await orNotFound(() => this.posts.toggleLike(id, caller.id), POST_NOT_FOUND);
    const likes = await this.posts.likeCount(id);
    // Neither added nor removed: a simultaneous click of the same member added it first.
    return { liked: change.removed === 0, likes };
  }

  /** The post row (with its author's id) or a 404. */
  async post(id: number): Promise<ForumPost> {
    const post = await this.em.findOne(ForumPost, { id });
    if (!post) throw new NotFoundException(POST_NOT_FOUND);
    return post;
  }

  /**
   * Counts a view when the member's last view of the post was on an earlier day (UK time, the club's one clock) or
   * never, in one statement, so refetches and simultaneous tabs count once.
   */
  private async countView(caller: User, id: number): Promise<void> {
    await orNotFound(() => this.posts.countView(id, caller.id, ukDay()), POST_NOT_FOUND);
  }

  private async answer(caller: User, id: number): Promise<ForumPostDto> {
    const row = await this.posts.one(caller.id, id);
    if (!row) throw new NotFoundException(POST_NOT_FOUND);
    return toPostDto(row);
  }
}
