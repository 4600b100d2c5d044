import { type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { FILL_IN_REQUIRED, ukDay } from '@club/rules';
import { filterIds, filterText, type ListPage, type ListQuery, rowsOf } from '../common/simple-rest.js';
import { ContentItem } from './content-item.entity.js';
import { ContentSection } from './content-section.entity.js';
import { ContentSectionName, missingFields } from './domain/sections.js';
import {
  type ContentItemDto,
  type ContentSectionDto,
  type CreateContentItemDto,
  SECTION_MESSAGE,
  toContentItemDto,
  type UpdateContentItemDto,
} from './dto/content.dto.js';

const SORTS: Record<string, (direction: 'ASC' | 'DESC') => QueryOrderMap<ContentItem>> = {
  id: (d) => ({ id: d }),
  order: (d) => ({ order: d }),
  title: (d) => ({ title: d }),
  date: (d) => ({ date: d }),
  createdAt: (d) => ({ createdAt: d }),
};
export const CONTENT_SORT_FIELDS = Object.keys(SORTS);
const SECTION_ORDER = Object.values(ContentSectionName);

/** A day as stored: 'YYYY-MM-DD' as given, or the UK day of a date-time. */
function dayOf(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : ukDay(new Date(value));
}

/** The pages' editable content: sections of ordered items. */
@Injectable()
export class ContentService {
  constructor(private readonly em: EntityManager) {}

  /** One section with its items. */
  async section(name: ContentSectionName): Promise<ContentSectionDto> {
    const [section] = await this.sections(name);
    if (!section) throw new NotFoundException(`There is no content section '${name}'.`);
    return section;
  }

  async sections(name?: ContentSectionName): Promise<ContentSectionDto[]> {
    const sections = await this.em.find(ContentSection, name ? { name } : {}, {
      populate: ['items'],
      orderBy: { items: { order: 'ASC', id: 'ASC' } },
    });
    sections.sort((a, b) => SECTION_ORDER.indexOf(a.name) - SECTION_ORDER.indexOf(b.name));
    return sections.map((section) => ({
      id: section.id,
      name: section.name,
      items: section.items.getItems().map((item) => toContentItemDto(item, section)),
    }));
  }

  async list(query: ListQuery): Promise<ListPage<ContentItemDto>> {
    const [field, direction] = query.sort ?? ['order', 'ASC'];
    const [items, total] = await this.em.findAndCount(ContentItem, this.whereOf(query.filter), {
      populate: ['section'],
      orderBy: [SORTS[field](direction), { id: 'ASC' }],
      ...rowsOf(query.range),
    });
    return { rows: items.map((item) => toContentItemDto(item, item.section)), total };
  }

  async get(id: number): Promise<ContentItemDto> {
    const item = await this.item(id);
    return toContentItemDto(item, item.section);
  }

  async create(dto: CreateContentItemDto): Promise<ContentItemDto> {
    const section = await this.sectionFor(dto);
    const order = dto.order ?? (await this.em.count(ContentItem, { section })) + 1;
    const item = new ContentItem(section, dto.title, order);
    this.apply(item, dto);
    this.assertComplete(section, item);
    await this.em.persist(item).flush();
    return toContentItemDto(item, section);
  }

  async update(id: number, dto: UpdateContentItemDto): Promise<ContentItemDto> {
    const item = await this.item(id);
    if (dto.title !== undefined) item.title = dto.title;
    if (dto.order !== undefined) item.order = dto.order;
    this.apply(item, dto);
    this.assertComplete(item.section, item);
    await this.em.flush();
    return toContentItemDto(item, item.section);
  }

  async remove(id: number): Promise<ContentItemDto> {
    const item = await this.item(id);
    const dto = toContentItemDto(item, item.section);
    await this.em.remove(item).flush();
    return dto;
  }

  private async item(id: number): Promise<ContentItem> {
    const item = await this.em.findOne(ContentItem, { id }, { populate: ['section'] });
    if (!item) throw new NotFoundException('That content item does not exist.');
    return item;
  }

  private async sectionFor(dto: CreateContentItemDto): Promise<ContentSection> {
    if (dto.sectionId === undefined && dto.section === undefined)
      throw new BadRequestException('Choose the section: sectionId or section.');
    const section = await this.em.findOne(
      ContentSection,
      dto.sectionId !== undefined ? { id: dto.sectionId } : { name: dto.section },
    );
    if (!section) throw new BadRequestException('There is no such content section.');
    if (dto.section !== undefined && section.name !== dto.section)
      throw new BadRequestException('sectionId and section name different sections.');
    return section;
  }

  private apply(item: ContentItem, dto: CreateContentItemDto | UpdateContentItemDto): void {
    if (dto.description !== undefined) item.description = dto.description || null;
    if (dto.imageUrl !== undefined) item.imageUrl = dto.imageUrl || null;
    if (dto.date !== undefined) item.date = dto.date ? dayOf(dto.date) : null;
    if (dto.time !== undefined) item.time = dto.time || null;
    if (dto.participants !== undefined) item.participants = dto.participants || null;
    if (dto.role !== undefined) item.role = dto.role || null;
  }

  /** Each section's form has its own required fields (spec 2 §5). */
  private assertComplete(section: ContentSection, item: ContentItem): void {
    if (missingFields(section.name, item).length) throw new BadRequestException(FILL_IN_REQUIRED);
  }

  private whereOf(filter: Record<string, unknown>): FilterQuery<ContentItem> {
    const where: FilterQuery<ContentItem>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (key === 'q') {
        const like = filterText(value);
        where.push({ $or: [{ title: { $ilike: like } }, { description: { $ilike: like } }] });
      } else if (key === 'id') {
        where.push({ id: { $in: filterIds(value, 'a content item id') } });
      } else if (key === 'section') {
        if (!SECTION_ORDER.includes(value as ContentSectionName))
          throw new BadRequestException(SECTION_MESSAGE);
        where.push({ section: { name: value as ContentSectionName } });
      } else {
        throw new BadRequestException(`Unknown filter '${key}'. Filters: q, id, section.`);
      }
    }
    return where.length ? { $and: where } : {};
  }
}
