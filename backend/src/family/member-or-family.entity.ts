import { type Rel } from '@mikro-orm/core';
import { Index, ManyToOne } from '@mikro-orm/decorators/legacy';
import { User } from '../users/user.entity.js';
import { FamilyMember } from './family-member.entity.js';

/** Who a row is about: a member, or one of a member's family members. */
export type Person = { user: User } | { familyMember: FamilyMember };

/** The check of a table whose every row is about exactly one person. */
export const EXACTLY_ONE_PERSON = '(user_id is null) <> (family_member_id is null)';

/**
 * A row about one person of the club: a member (`user`) or one of a member's family members (`familyMember`),
 * the other null. Event registrations, achievements and tournament players extend it, so the two columns, their
 * indexes and their cascades are declared once, and so are the rules below. Each table's check says who may be
 * set (a tournament player imported from TOM is neither).
 *
 * A base class rather than an embeddable: the properties keep their names, so every query, populate path and
 * column stays as it was (an embeddable would put them under a property of their own).
 */
export abstract class MemberOrFamily {
  @Index()
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', nullable: true })
  user: Rel<User> | null = null;

  @Index()
  @ManyToOne({ entity: () => FamilyMember, deleteRule: 'cascade', nullable: true })
  familyMember: Rel<FamilyMember> | null = null;

  /** Makes the row about `person`, and no one else. */
  setPerson(person: Person): void {
    this.user = 'user' in person ? person.user : null;
    this.familyMember = 'familyMember' in person ? person.familyMember : null;
  }

  /** Whether the row is the caller's: about them, or about one of their family members. */
  belongsTo(caller: Pick<User, 'id'>): boolean {
    return this.user?.id === caller.id || this.familyMember?.owner.id === caller.id;
  }
}
