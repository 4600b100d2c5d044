import { Module } from '@nestjs/common';
import { ThrottlingModule } from '../throttling/throttling.module.js';
import { UsersModule } from '../users/users.module.js';
import { ForumCategoriesController } from './forum-categories.controller.js';
import { ForumCategoriesService } from './forum-categories.service.js';
import { ForumCategoryRepository } from './forum-category.repository.js';
import { ForumCommentsController } from './forum-comments.controller.js';
import { ForumCommentsService } from './forum-comments.service.js';
import { ForumPostsController } from './forum-posts.controller.js';
import { ForumPostRepository } from './forum-post.repository.js';
import { ForumPostsService } from './forum-posts.service.js';

/** The members' forum (spec 2 §2 'Forum'): categories, posts, comments, likes, pins, views and search. */
@Module({
  imports: [ThrottlingModule, UsersModule],
  controllers: [ForumCategoriesController, ForumPostsController, ForumCommentsController],
  providers: [
    ForumCategoryRepository,
    ForumPostRepository,
    ForumCategoriesService,
    ForumPostsService,
    ForumCommentsService,
  ],
})
export class ForumModule {}
