import { type Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An expansion of the card data set (sets/en.json). */
@Entity({ tableName: 'card_sets' })
export class CardSet {
  @PrimaryKey({ type: 'string', length: 40 })
  id: string;

  @Property({ type: 'string', length: 200 })
  name: string;

  @Property({ type: 'string', length: 100 })
  series: string;

  @Property({ type: 'string', length: 20, nullable: true })
  ptcgoCode: string | null = null;

  @Property({ type: 'date', nullable: true })
  releaseDate: string | null = null;

  @Property({ type: 'integer' })
  printedTotal: number = 0;

  @Property({ type: 'integer' })
  total: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt: Date & Opt = new Date();

  constructor(id: string, name: string, series: string) {
    this.id = id;
    this.name = name;
    this.series = series;
  }
}
