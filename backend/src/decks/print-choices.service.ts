import { EntityManager } from '@mikro-orm/postgresql';
import { BadRequestException, Injectable } from '@nestjs/common';
import { CardCatalogueService } from '../cards/card-catalogue.service.js';
import { lookupNameKey } from '../cards/domain/card-name.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { printChoiceKey, printChoiceKeyText } from './domain/print-choice-key.js';
import type { PtcglCardLine } from './domain/ptcgl-parser.js';
import type { PrintChoiceDto } from './dto/print-choice.dto.js';
import { PrintChoiceRepository } from './print-choice.repository.js';

/** A member picks a few prints per deck list; the bound keeps one account's rows (read on every import) small. */
export const MAX_PRINT_CHOICES = 500;

/** The prints members picked for ambiguous import lines, applied to their own later imports only. */
@Injectable()
export class PrintChoicesService {
  constructor(
    private readonly em: EntityManager,
    private readonly choices: PrintChoiceRepository,
    private readonly catalogue: CardCatalogueService,
    private readonly users: UsersService,
  ) {}

  /** Remembers (or replaces) the member's print for a line; the card must be a print of the line's name. */
  async remember(owner: User, dto: PrintChoiceDto): Promise<PrintChoiceDto> {
    const card = await this.catalogue.find(dto.cardId);
    if (!card) throw new BadRequestException(`There is no card with id '${dto.cardId}'.`);
    // The importer reads "4 Double Colorless" as Double Colorless Energy, so a choice for it may be that card.
    const names = [lookupNameKey(dto.name), lookupNameKey(`${dto.name} Energy`)];
    if (!names.includes(lookupNameKey(card.name))) {
      throw new BadRequestException(`${card.name} (${card.id}) is not a print of "${dto.name}".`);
    }
    const key = printChoiceKey({ name: dto.name, setCode: dto.code, number: dto.number });
    await this.em.transactional(async (em) => {
      const choices = new PrintChoiceRepository(em);
      // One member's choices are counted and written one request at a time, so the bound holds.
      await this.users.lockForUpdate(em, owner.id);
      const { total, same } = await choices.count(owner.id, key);
      if (same === 0 && total >= MAX_PRINT_CHOICES) {
        throw new BadRequestException(
          `You have ${MAX_PRINT_CHOICES} remembered prints, the most an account keeps; add the set code and number to the line instead.`,
        );
      }
      await choices.remember(owner.id, key, card.id);
    });
    return { code: dto.code ?? null, number: dto.number ?? null, name: dto.name, cardId: card.id };
  }

  /** The member's choices, as the resolver asks for them. */
  async chosenPrintsOf(owner: User): Promise<(line: PtcglCardLine) => string | undefined> {
    const stored = await this.choices.allOf(owner.id);
    const chosen = new Map(stored.map(({ cardId, ...key }) => [printChoiceKeyText(key), cardId]));
    return (line) => chosen.get(printChoiceKeyText(printChoiceKey(line)));
  }
}
