import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import type { ForumCategoryBodyDto, ForumCategoryDto } from './dto/forum-category.dto.js';
import { ForumCategory } from './forum-category.entity.js';
import { ForumCategoryRepository, type CategoryRow } from './forum-category.repository.js';

export const CATEGORY_NOT_FOUND = 'Category not found';
export const CATEGORY_NAME_TAKEN = 'A category with this name already exists.';

/** The forum's categories: every member reads them, admins manage them. */
@Injectable()
export class ForumCategoriesService {
  constructor(
    private readonly em: EntityManager,
    private readonly categories: ForumCategoryRepository,
  ) {}

  /** Every category, alphabetically, with how many posts each holds. */
  async list(): Promise<ForumCategoryDto[]> {
    const rows = await this.categories.withPostCounts();
    return rows.map((row) => toCategoryDto(row, row.post_count));
  }

  async get(id: number): Promise<ForumCategory> {
    const category = await this.em.findOne(ForumCategory, { id });
    if (!category) throw new NotFoundException(CATEGORY_NOT_FOUND);
    return category;
  }

  async create(dto: ForumCategoryBodyDto): Promise<ForumCategoryDto> {
    const category = new ForumCategory(dto.name);
    this.apply(category, dto);
    await this.save(category);
    return this.answer(category);
  }

  async update(id: number, dto: ForumCategoryBodyDto): Promise<ForumCategoryDto> {
    const category = await this.get(id);
    this.apply(category, dto);
    await this.save(category);
    return this.answer(category);
  }

  /**
   * Deletes the category with its posts and their comments, likes and views, all in one transaction (the
   * foreign keys cascade), so nothing is left half-deleted and no post is left without a category.
   */
  async remove(id: number): Promise<void> {
    await this.em.transactional(async (em) => {
      const deleted = await em.nativeDelete(ForumCategory, { id });
      if (deleted === 0) throw new NotFoundException(CATEGORY_NOT_FOUND);
    });
  }

  private apply(category: ForumCategory, dto: ForumCategoryBodyDto): void {
    category.name = dto.name;
    if (dto.description !== undefined) category.description = dto.description || null;
    if (dto.color !== undefined) category.color = dto.color;
    if (dto.icon !== undefined) category.icon = dto.icon || null;
  }

  private async save(category: ForumCategory): Promise<void> {
    try {
      await this.em.persist(category).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new ConflictException(CATEGORY_NAME_TAKEN);
      throw error;
    }
  }

  private async answer(category: ForumCategory): Promise<ForumCategoryDto> {
    const postCount = await this.categories.postCount(category.id);
    return toCategoryDto(
      {
        id: category.id,
        name: category.name,
        description: category.description,
        color: category.color,
        icon: category.icon,
        created_at: category.createdAt,
      },
      postCount,
    );
  }
}

function toCategoryDto(row: CategoryRow, postCount: number): ForumCategoryDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    color: row.color,
    icon: row.icon,
    postCount,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
