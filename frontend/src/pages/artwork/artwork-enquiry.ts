import type { ArtworkDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { mailtoHref } from '../../shared/mailto';
import { formatGbp } from '../../shared/money';

/** Enquire (spec 1 §7): an e-mail to the artist, subject 'Enquiry about: {name}', the price in £ in the body. */
export function artworkEnquiryHref(artwork: ArtworkDto): string {
  const body = [
    `Hello ${artwork.author.profile.firstName},`,
    '',
    `I saw "${artwork.name}" for ${formatGbp(artwork.price)} on the ${CLUB.name} website and would like to know more about it. Is it still available?`,
    '',
    'Thank you,',
  ].join('\n');
  return mailtoHref(artwork.author.email, `Enquiry about: ${artwork.name}`, body);
}
