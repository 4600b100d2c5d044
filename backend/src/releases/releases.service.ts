import { type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { ukDay } from '@club/rules';
import { filterIds, filterText, type ListPage, type ListQuery, rowsOf } from '../common/simple-rest.js';
import {
  type CreateReleaseDto,
  type ReleaseDto,
  toReleaseDto,
  type UpdateReleaseDto,
} from './dto/release.dto.js';
import { Release, ReleaseType } from './release.entity.js';

const SORTS: Record<string, (direction: 'ASC' | 'DESC') => QueryOrderMap<Release>> = {
  id: (d) => ({ id: d }),
  packName: (d) => ({ packName: d }),
  releaseType: (d) => ({ releaseType: d }),
  releaseDate: (d) => ({ releaseDate: d }),
  createdAt: (d) => ({ createdAt: d }),
};
export const RELEASE_SORT_FIELDS = Object.keys(SORTS);
export const RELEASE_NOT_FOUND = 'That release does not exist.';

/** Upcoming card releases: the public list and the admin's changes. */
@Injectable()
export class ReleasesService {
  constructor(private readonly em: EntityManager) {}

  /** Releases from today on (UK), soonest first. */
  async upcoming(): Promise<ReleaseDto[]> {
    const releases = await this.em.find(
      Release,
      { releaseDate: { $gte: ukDay() } },
      { orderBy: { releaseDate: 'ASC', id: 'ASC' } },
    );
    return releases.map(toReleaseDto);
  }

  async list(query: ListQuery): Promise<ListPage<ReleaseDto>> {
    const [field, direction] = query.sort ?? ['releaseDate', 'ASC'];
    const [releases, total] = await this.em.findAndCount(Release, this.whereOf(query.filter), {
      orderBy: [SORTS[field](direction), { id: 'ASC' }],
      ...rowsOf(query.range),
    });
    return { rows: releases.map(toReleaseDto), total };
  }

  async get(id: number): Promise<ReleaseDto> {
    return toReleaseDto(await this.entity(id));
  }

  async create(dto: CreateReleaseDto): Promise<ReleaseDto> {
    const release = new Release(dto.packName, dto.releaseDate);
    this.apply(release, dto);
    await this.em.persist(release).flush();
    return toReleaseDto(release);
  }

  async update(id: number, dto: UpdateReleaseDto): Promise<ReleaseDto> {
    const release = await this.entity(id);
    if (dto.packName !== undefined) release.packName = dto.packName;
    if (dto.releaseDate !== undefined) release.releaseDate = dto.releaseDate;
    this.apply(release, dto);
    await this.em.flush();
    return toReleaseDto(release);
  }

  /** Deletes the release; answers it as it was. */
  async remove(id: number): Promise<ReleaseDto> {
    const release = await this.entity(id);
    const dto = toReleaseDto(release);
    await this.em.remove(release).flush();
    return dto;
  }

  private async entity(id: number): Promise<Release> {
    const release = await this.em.findOne(Release, { id });
    if (!release) throw new NotFoundException(RELEASE_NOT_FOUND);
    return release;
  }

  private apply(release: Release, dto: CreateReleaseDto | UpdateReleaseDto): void {
    if (dto.releaseType !== undefined) release.releaseType = dto.releaseType;
    if (dto.imageUrl !== undefined) release.imageUrl = dto.imageUrl || null;
    if (dto.description !== undefined) release.description = dto.description || null;
  }

  private whereOf(filter: Record<string, unknown>): FilterQuery<Release> {
    const where: FilterQuery<Release>[] = [];
    for (const [key, value] of Object.entries(filter)) {
      if (value === undefined || value === null || value === '') continue;
      if (key === 'q') {
        const like = filterText(value);
        where.push({ $or: [{ packName: { $ilike: like } }, { description: { $ilike: like } }] });
      } else if (key === 'id') {
        where.push({ id: { $in: filterIds(value, 'a release id') } });
      } else if (key === 'releaseType') {
        if (!Object.values(ReleaseType).includes(value as ReleaseType))
          throw new BadRequestException(
            `releaseType must be one of ${Object.values(ReleaseType).join(', ')}.`,
          );
        where.push({ releaseType: value as ReleaseType });
      } else if (key === 'upcoming') {
        if (typeof value !== 'boolean') throw new BadRequestException('upcoming must be true or false.');
        where.push({ releaseDate: value ? { $gte: ukDay() } : { $lt: ukDay() } });
      } else {
        throw new BadRequestException(`Unknown filter '${key}'. Filters: q, id, releaseType, upcoming.`);
      }
    }
    return where.length ? { $and: where } : {};
  }
}
