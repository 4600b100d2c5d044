import { CLUB } from './club';
import { OPEN_TO_ALL_LABEL, NO_DATE_LABEL, NO_TIME_LABEL } from './event-display';

/**
 * How the items of the editable content sections read on the site and in the admin (spec 1 §3,
 * spec 2 §3). The admin writes a team member's name as the item's title, their bio as its
 * description and their picture as its image; a milestone's year as 1 January of that year; a
 * session's day as the title and its activity as the description. Missing parts read as the spec's
 * defaults.
 */

/** What the mappings read of a content item (the API's item has more). */
export interface ContentItemFields {
  readonly title: string;
  readonly description?: string | null;
  readonly date?: string | null;
  readonly year?: number | null;
  readonly imageUrl?: string | null;
  readonly time?: string | null;
  readonly participants?: string | null;
  readonly role?: string | null;
}

export const DEFAULT_MILESTONE_YEAR = CLUB.foundedYear;
export const DEFAULT_TEAM_ROLE = 'Co-Founder';

export interface Milestone {
  readonly year: number;
  readonly title: string;
  readonly description: string;
}

export function toMilestone(item: ContentItemFields): Milestone {
  const year = item.year ?? (item.date ? Number(item.date.slice(0, 4)) : Number.NaN);
  return {
    year: Number.isInteger(year) ? year : DEFAULT_MILESTONE_YEAR,
    title: item.title,
    description: item.description ?? '',
  };
}

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  /** The picture, or null for the default (the member's initial). */
  readonly avatar: string | null;
  readonly bio: string;
}

export function toTeamMember(item: ContentItemFields): TeamMember {
  return {
    name: item.title,
    role: item.role?.trim() || DEFAULT_TEAM_ROLE,
    avatar: item.imageUrl?.trim() || null,
    bio: item.description ?? '',
  };
}

export interface SessionTime {
  readonly day: string;
  readonly time: string;
  readonly activity: string;
  readonly participants: string;
}

export function toSessionTime(item: ContentItemFields): SessionTime {
  return {
    day: item.title.trim() || NO_DATE_LABEL,
    time: item.time?.trim() || NO_TIME_LABEL,
    activity: item.description ?? '',
    participants: item.participants?.trim() || OPEN_TO_ALL_LABEL,
  };
}

/** 1 January of a year, as the API's day (a milestone's date). */
export function milestoneDate(year: number): string {
  return `${String(year).padStart(4, '0')}-01-01`;
}
