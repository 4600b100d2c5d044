import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, NotFoundException } from '@nestjs/common';
import type { FormatCode, FormatDefinition } from '../cards/domain/format.js';
import { CardCatalogueService } from '../cards/card-catalogue.service.js';
import type { UpdateFormatDto } from './dto/format.dto.js';
import { GameFormat } from './game-format.entity.js';

@Injectable()
export class FormatsService {
  constructor(
    private readonly em: EntityManager,
    private readonly catalogue: CardCatalogueService,
  ) {}

  async list(): Promise<FormatDefinition[]> {
    return Object.values(await this.em.getRepository(GameFormat).definitions());
  }

  async get(code: FormatCode): Promise<FormatDefinition> {
    return (await this.em.getRepository(GameFormat).definitions())[code];
  }

  /** Changes a format and recomputes every card's legality in the same transaction, announced on commit. */
  async update(code: string, changes: UpdateFormatDto): Promise<FormatDefinition> {
    if (code !== 'standard' && code !== 'expanded')
      throw new NotFoundException('The formats are standard and expanded.');
    const updated = await this.em.transactional(async (em) => {
      await em.getRepository(GameFormat).definitions();
      const format = await em.findOneOrFail(GameFormat, { code });
      // DTO instances carry every declared key; only the ones sent change the format.
      const sent = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      format.rules = { ...format.rules, ...sent };
      await em.flush();
      await this.catalogue.formatsChanged(em);
      return format.toDefinition();
    });
    return updated;
  }
}
