import { Avatar } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { avatarName, avatarUrl } from '../../shared/avatars';
import { MAX_AVATAR, MIN_AVATAR } from '../../shared/server-rules';

/** The artwork of the Pokédex number typed in the form (or '?' while it is not a valid number). */
export function AvatarPreview() {
  const value: unknown = useWatch({ name: 'profile.avatar' });
  const number = typeof value === 'number' ? value : Number(value);
  const valid = Number.isInteger(number) && number >= MIN_AVATAR && number <= MAX_AVATAR;
  const name = valid ? (avatarName(number) ?? `Pokédex #${number}`) : undefined;
  return (
    <Avatar
      src={valid ? avatarUrl(number) : undefined}
      alt={name ? `Avatar preview: ${name}` : undefined}
      sx={{ width: 64, height: 64, bgcolor: 'secondary.main', color: '#fff' }}
    >
      {valid ? `#${number}` : '?'}
    </Avatar>
  );
}
