import { adminEn } from './en/admin';
import { usersEn } from './en/users';
import { eventsEn } from './en/events';
import { tournamentsEn } from './en/tournaments';
import { releasesEn } from './en/releases';
import { artworksEn } from './en/artworks';
import { contactMessagesEn } from './en/contact-messages';
import { contentEn } from './en/content';
import { achievementsEn } from './en/achievements';

/**
 * The admin area's English labels and messages, one file per part of the admin in `en/`. react-admin reads
 * resource and field names from `resources.*`; the admin's own texts live under `club.*`. Texts quoted by the
 * specification are kept word for word.
 */
export const en = {
  resources: {
    ...usersEn.resources,
    ...eventsEn.resources,
    ...releasesEn.resources,
    ...artworksEn.resources,
    ...contactMessagesEn.resources,
    ...achievementsEn.resources,
  },
  club: {
    ...adminEn.club,
    ...usersEn.club,
    ...eventsEn.club,
    ...tournamentsEn.club,
    ...releasesEn.club,
    ...artworksEn.club,
    ...contactMessagesEn.club,
    ...contentEn.club,
    ...achievementsEn.club,
  },
} as const;
