import { Avatar, Box, type SxProps, type Theme } from '@mui/material';
import type { SessionUser } from '../auth/session';
import { avatarName, avatarUrl } from '../shared/avatars';

/**
 * A user's Pokémon avatar. The image comes from outside the site and may not load (offline, blocked):
 * MUI Avatar then shows the first initial instead.
 *
 * `decorative` is for an avatar inside a control that is already named after the user (the header's
 * account menu button): the picture gets an empty alt and is hidden from assistive technology, and the
 * fallback initial is drawn by CSS rather than written as text, so the button's visible text stays
 * the first name alone and its name ('Account menu for Ash') contains it (WCAG 2.5.3 Label in Name).
 */
export function UserAvatar({
  user,
  size = 40,
  sx,
  decorative = false,
  src: picture,
}: {
  /** The signed-in user, or any author shown with their profile (a forum post). */
  user: { profile: Pick<SessionUser['profile'], 'firstName' | 'avatar' | 'avatarUrl'> };
  size?: number;
  sx?: SxProps<Theme>;
  decorative?: boolean;
  /** Another picture of the same Pokémon (the profile's sprite for the default avatar). */
  src?: string;
}) {
  const { firstName, avatar } = user.profile;
  const src = picture ?? (user.profile.avatarUrl || avatarUrl(avatar));
  const pokemon = avatarName(avatar);
  const initial = (firstName || '?').charAt(0).toUpperCase();
  const alt = pokemon ? `${firstName}'s avatar: ${pokemon}` : `${firstName}'s avatar`;
  return (
    <Avatar
      src={src}
      alt={decorative ? '' : alt}
      aria-hidden={decorative ? 'true' : undefined}
      sx={[
        { width: size, height: size, bgcolor: 'secondary.main', color: '#fff' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      {decorative ? (
        <Box
          component="span"
          data-initial={initial}
          sx={{ '&::before': { content: 'attr(data-initial)' } }}
        />
      ) : (
        initial
      )}
    </Avatar>
  );
}
