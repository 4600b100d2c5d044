import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class CardAbilityDto {
  @ApiProperty() name: string;
  @ApiProperty() text: string;
  @ApiProperty({ example: 'Ability' }) type: string;
}

export class CardAttackDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: [String], example: ['Fire', 'Colorless'] }) cost: string[];
  @ApiProperty() convertedEnergyCost: number;
  @ApiProperty({ example: '120' }) damage: string;
  @ApiProperty() text: string;
}

export class TypeModifierDto {
  @ApiProperty({ example: 'Water' }) type: string;
  @ApiProperty({ example: '×2' }) value: string;
}

export class CardImagesDto {
  @ApiProperty({ example: '/api/pokemon/images/sv6-1/small' }) small: string;
  @ApiProperty({ example: '/api/pokemon/images/sv6-1/large' }) large: string;
}

/** One print of a card with its computed legality. */
export class CardDto {
  @ApiProperty({ example: 'sv6-1' }) id: string;
  @ApiProperty({ example: 'Tangela' }) name: string;
  @ApiProperty({ enum: ['Pokémon', 'Trainer', 'Energy'] }) supertype: string;
  @ApiProperty({ type: [String] }) subtypes: string[];
  @ApiProperty({ type: Number, nullable: true }) hp: number | null;
  @ApiProperty({ type: [String], description: 'Element types' }) types: string[];
  @ApiProperty({ type: String, nullable: true }) evolvesFrom: string | null;
  @ApiProperty({ description: 'Rules text (Trainer and Energy effects, rule boxes), lines joined' })
  rulesText: string;
  @ApiProperty({ type: [String] }) rules: string[];
  @ApiProperty({ type: [CardAbilityDto] }) abilities: CardAbilityDto[];
  @ApiProperty({ type: [CardAttackDto] }) attacks: CardAttackDto[];
  @ApiProperty({ type: [TypeModifierDto] }) weaknesses: TypeModifierDto[];
  @ApiProperty({ type: [TypeModifierDto] }) resistances: TypeModifierDto[];
  @ApiProperty({ type: [String] }) retreatCost: string[];
  @ApiProperty({ example: '1' }) number: string;
  @ApiProperty({ type: String, nullable: true }) rarity: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'H' }) regulationMark: string | null;
  @ApiProperty({ example: 'sv6' }) setId: string;
  @ApiProperty({ example: 'Twilight Masquerade' }) setName: string;
  @ApiProperty({ example: 'TWM', description: 'The set code Pokémon TCG Live uses' }) setCode: string;
  @ApiProperty({ example: 'Scarlet & Violet' }) series: string;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) releaseDate: string | null;
  @ApiProperty({ type: String, nullable: true }) artist: string | null;
  @ApiProperty({ type: String, nullable: true }) flavorText: string | null;
  @ApiProperty({ type: [Number] }) nationalPokedexNumbers: number[];
  @ApiProperty({ type: CardImagesDto }) images: CardImagesDto;
  @ApiProperty({ description: 'Legal in Standard today' }) legalStd: boolean;
  @ApiProperty({ description: 'Legal in Expanded today' }) legalExp: boolean;
}

export class PaginationDto {
  @ApiProperty({ example: 1 }) page: number;
  @ApiProperty({ example: 50 }) pageSize: number;
  @ApiProperty({ example: 20360 }) total: number;
  @ApiProperty({ example: 408 }) totalPages: number;
}

export class CardSearchResultDto {
  @ApiProperty({ type: [CardDto] }) cards: CardDto[];
  @ApiProperty({ type: PaginationDto }) pagination: PaginationDto;
}

export class CardHealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({ example: 175 }) sets: number;
  @ApiProperty({ example: 20360 }) cards: number;
  @ApiPropertyOptional({ description: 'How an admin fills an empty catalogue' }) hint?: string;
}
