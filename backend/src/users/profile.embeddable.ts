import { Embeddable, Property } from '@mikro-orm/decorators/legacy';

export const DEFAULT_AVATAR = 25;

/** A member's public face: names, chosen Pokémon avatar (Pokédex number), bio and town. */
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

  constructor(firstName: string, lastName: string, avatar = DEFAULT_AVATAR) {
    this.firstName = firstName;
    this.lastName = lastName;
    this.avatar = avatar;
  }
}
