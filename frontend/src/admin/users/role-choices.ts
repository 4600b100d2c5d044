import { ROLES } from '../roles';

/** Role choices for inputs; the names are i18n keys (react-admin translates choices). */
export const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: `club.users.roles.${role}` }));
