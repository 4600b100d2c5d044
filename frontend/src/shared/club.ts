/**
 * The club's own details, in one place. Everything a visitor reads about where and how to reach the
 * club comes from here, so the committee edits this file (not the pages) when something changes.
 */
export const CLUB = {
  name: 'Pokémon TCG Club',
  shortName: 'TCG Club',
  tagline: 'A friendly local Pokémon Trading Card Game club for trainers of every age.',
  /** What search engines show under a page of the site that has no description of its own. */
  description:
    "Our local Pokémon Trading Card Game club: weekly sessions, events and tournaments, card trading, a members' forum and deck-building tools. Everyone is welcome.",
  venue: 'Community Centre',
  address: ['Community Centre', 'Market Street', 'Eastern England'],
  email: 'committee@tcgclub.example',
  phone: '01234 567890',
  foundedYear: 2024,
  socials: {
    facebook: '@pokemontcgclub',
    twitter: '@pokemontcgclub',
    instagram: '@pokemontcgclub',
    discord: 'Pokémon TCG Club',
  },
  facilities: [
    'Plenty of tables and chairs for casual and tournament play',
    'Step-free access and accessible toilets',
    'Free on-site parking',
    'Drinks and snacks available during sessions',
    'A family-friendly space: under-18s attend with a parent or guardian',
  ],
  gettingThere: {
    busRoutes: ['1', '5', '12'],
    walk: '10 minutes’ walk from the city centre',
    parking: 'Free on-site parking',
  },
  officeHours: [
    { days: 'Monday – Friday', hours: '9:00 AM – 6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM – 4:00 PM' },
    { days: 'Sunday', hours: 'Closed' },
  ],
} as const;
