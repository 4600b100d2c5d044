import { Embeddable, Property } from '@mikro-orm/decorators/legacy';

export const DEFAULT_AVATAR = 25;

/**
 * A member's face: names, chosen Pokémon avatar (Pokédex number), bio and town; and, for sanctioned events, their
 * Play! Pokémon Player ID and date of birth (never public).
 */
@Embeddable()
export class Profile {
  @Property({ type: 'string', length: 100 })
  firstName: string;

  @Property({ type: 'string', length: 100 })
  lastName: string;

  @Property({ type: 'integer' })
  avatar: number = DEFAULT_AVATAR;

  @Property({ type: 'text', nullable: true })
  bio: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  location: string | null = null;

  /** Play! Pokémon Player ID (digits): how TOM's files name the member (docs/adr/0061). */
  @Property({ type: 'string', length: 10, nullable: true, unique: true })
  playerId: string | null = null;

  /** For the official deck-list sheet and TOM's file; seen only by the member and admins (docs/adr/0061). */
  @Property({ type: 'date', nullable: true })
  birthDate: string | null = null;

  constructor(firstName: string, lastName: string, avatar = DEFAULT_AVATAR) {
    this.firstName = firstName;
    this.lastName = lastName;
    this.avatar = avatar;
  }
}
