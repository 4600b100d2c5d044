/** The editable blocks of the public pages (spec 1 §3), in the order pages show them. */
export enum ContentSectionName {
  UPCOMING_EVENTS = 'upcoming_events',
  OUR_JOURNEY = 'our_journey',
  MEET_TEAM = 'meet_team',
  SESSION_TIMES = 'session_times',
}

export interface ItemFields {
  title: string | null;
  description: string | null;
  imageUrl: string | null;
  date: string | null;
  time: string | null;
  participants: string | null;
  role: string | null;
}

/**
 * What each section's form requires (spec 2 §5), in the generic fields that hold it (spec 2 §3): a team member
 * needs name (title) and role; a milestone year (date) and title; a session day (title), time and activity
 * (description).
 */
export const REQUIRED_FIELDS: Record<ContentSectionName, (keyof ItemFields)[]> = {
  [ContentSectionName.UPCOMING_EVENTS]: ['title'],
  [ContentSectionName.OUR_JOURNEY]: ['title', 'date'],
  [ContentSectionName.MEET_TEAM]: ['title', 'role'],
  [ContentSectionName.SESSION_TIMES]: ['title', 'time', 'description'],
};

/** The fields a section requires that the item lacks. */
export function missingFields(section: ContentSectionName, item: ItemFields): (keyof ItemFields)[] {
  return REQUIRED_FIELDS[section].filter((field) => !item[field]?.trim());
}

/** 1 January of a year, as a milestone's date ('2019' → '2019-01-01'). */
export function milestoneDate(year: number): string {
  return `${String(year).padStart(4, '0')}-01-01`;
}
