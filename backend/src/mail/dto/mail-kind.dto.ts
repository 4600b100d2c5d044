import { ApiProperty } from '@nestjs/swagger';

/**
 * What a mail is for, which decides the budgets it spends (docs/adr/0003). Mail that protects an account is
 * never held back by a budget somebody else can spend; notices that others cause have small budgets per
 * recipient, one per kind, so no kind can use up another's.
 */
export enum MailKind {
  /** Protects the account: e-mail change (both sides), password changed, sessions ended, approval, a new admin. */
  ACCOUNT = 'ACCOUNT',
  /** Someone tried to sign up with, or move an account to, an address that already has an account. */
  ADDRESS_IN_USE = 'ADDRESS_IN_USE',
  /** Offers and their answers, to the lister and the offerer. */
  TRADE = 'TRADE',
  /** A visitor's Enquire or Make Offer message to a member. */
  ENQUIRY = 'ENQUIRY',
  /** A contact-form message to the club's address. */
  CONTACT = 'CONTACT',
}

export class HeldBackMailCountDto {
  @ApiProperty({ enum: MailKind, enumName: 'MailKind' })
  kind: MailKind;

  @ApiProperty({ description: 'Mails of this kind a limit held back in the window', example: 24 })
  count: number;
}

export class HeldBackMailDto {
  @ApiProperty({ description: 'The window counted: the last so many hours, by the hour', example: 24 })
  hours: number;

  @ApiProperty({
    type: [HeldBackMailCountDto],
    description: 'Only kinds with mail held back in the window, the most first',
  })
  kinds: HeldBackMailCountDto[];
}
