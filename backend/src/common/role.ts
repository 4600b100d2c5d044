/** An account's role: the vocabulary the access rules (`access.decorator.ts`) are written in. */
export enum Role {
  ADMIN = 'ADMIN',
  MEMBER = 'MEMBER',
  PENDING = 'PENDING',
}
