import { Avatar, type SxProps, type Theme } from '@mui/material';
import type { SessionUser } from '../auth/session';
import { avatarName, avatarUrl } from '../auth/avatars';

/**
 * A user's Pokémon avatar. The image comes from outside the site and may not load (offline, blocked):
 * MUI Avatar then shows the first initial instead.
 */
export function UserAvatar({
  user,
  size = 40,
  sx,
}: {
  user: SessionUser;
  size?: number;
  sx?: SxProps<Theme>;
}) {
  const { firstName, avatar } = user.profile;
  const src = user.profile.avatarUrl || avatarUrl(avatar);
  const pokemon = avatarName(avatar);
  return (
    <Avatar
      src={src}
      alt={pokemon ? `${firstName}'s avatar: ${pokemon}` : `${firstName}'s avatar`}
      sx={[
        { width: size, height: size, bgcolor: 'secondary.main', color: '#fff' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      {(firstName || '?').charAt(0).toUpperCase()}
    </Avatar>
  );
}
