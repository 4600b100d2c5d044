import { CLUB_TIME_ZONE } from '@club/rules';
import { Box, Paper, Typography } from '@mui/material';
import type { SessionUser } from '../../auth/session';
import { avatarName } from '../../shared/avatars';

const memberSince = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: CLUB_TIME_ZONE });
const birthDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** View mode of the profile: the member's basic information. */
export function ProfileDetails({ user }: { user: SessionUser }) {
  const { profile } = user;
  const rows: [string, string][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
    ['Email', user.email],
    ['Avatar', avatarName(profile.avatar) ?? `Pokédex #${profile.avatar}`],
    ['Location', profile.location || 'Not set'],
    ['Play! Pokémon Player ID', profile.playerId || 'Not set'],
    [
      'Date of birth',
      profile.birthDate ? birthDay.format(new Date(`${profile.birthDate}T12:00:00Z`)) : 'Not set',
    ],
    ['Member since', memberSince.format(new Date(user.createdAt))],
  ];
  return (
    <Paper sx={{ p: 3, mb: 3 }}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Basic Information
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, rowGap: 1 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {profile.bio ? <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{profile.bio}</Typography> : null}
    </Paper>
  );
}
