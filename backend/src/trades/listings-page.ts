import { BadRequestException } from '@nestjs/common';
import { parseListQuery } from '../common/simple-rest.js';

/** Listings a trade list answers when no range is asked for. */
export const LISTINGS_PAGE_SIZE = 24;
/** Listings one page may hold: a page carries every seller's name and a photo link per listing. */
export const LISTINGS_PAGE_MAX = 100;
/** The longest search a trade list takes (as the admin lists' `q`). */
export const LISTINGS_SEARCH_MAX = 100;

/** The [first, last] rows asked for by `range`, checked against the page bound. */
export function listingsPage(range: string | undefined): [number, number] {
  const asked = parseListQuery({ range }, []).range ?? [0, LISTINGS_PAGE_SIZE - 1];
  if (asked[1] - asked[0] >= LISTINGS_PAGE_MAX) {
    throw new BadRequestException(`range may ask for at most ${LISTINGS_PAGE_MAX} listings at once.`);
  }
  return asked;
}
