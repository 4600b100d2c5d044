import type { PublicArtworkDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { formatGbp } from '../../shared/money';

/** Enquire (spec 1 §7): the message the form starts with, the price in £, mailed to the artist. */
export function artworkEnquiryMessage(artwork: PublicArtworkDto): string {
  return [
    `Hello ${artwork.author.profile.firstName},`,
    '',
    `I saw "${artwork.name}" for ${formatGbp(artwork.price)} on the ${CLUB.name} website and would like to know more about it. Is it still available?`,
    '',
    'Thank you,',
  ].join('\n');
}
