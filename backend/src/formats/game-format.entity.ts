import { EntityRepositoryType, type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { FormatCode, FormatDefinition } from './domain/format-definition.js';
import { GameFormatRepository } from './game-format.repository.js';

export type FormatRules = Omit<FormatDefinition, 'code' | 'label'>;

/** A tournament format, defined as data an admin can edit (legal marks or first series, bans, set dates). */
@Entity({ tableName: 'formats', repository: () => GameFormatRepository })
export class GameFormat {
  [EntityRepositoryType]?: GameFormatRepository;

  @PrimaryKey({ type: 'string', length: 20 })
  code: FormatCode;

  @Property({ type: 'string', length: 40 })
  label: string;

  @Property({ type: 'json' })
  rules: FormatRules;

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  constructor(definition: FormatDefinition) {
    const { code, label, ...rules } = definition;
    this.code = code;
    this.label = label;
    this.rules = rules;
  }

  toDefinition(): FormatDefinition {
    return { code: this.code, label: this.label, ...this.rules };
  }
}
