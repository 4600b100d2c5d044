import { Avatar } from '@mui/material';
import type { UserDto } from '../../api/generated/types.gen';
import { avatarUrl } from '../../shared/avatars';
import { fullName, initials } from './user-name';

/**
 * A user's Pokémon avatar. The artwork comes from outside the site and may not load; MUI Avatar
 * then shows the initials instead.
 */
export function UserAvatar({ user, size = 48 }: { user: UserDto; size?: number }) {
  const src = user.profile.avatarUrl || avatarUrl(user.profile.avatar);
  return (
    <Avatar
      src={src}
      alt={`${fullName(user)}'s avatar`}
      sx={{ width: size, height: size, bgcolor: 'secondary.main', color: '#fff' }}
      slotProps={{ img: { loading: 'lazy' } }}
    >
      {initials(user)}
    </Avatar>
  );
}
