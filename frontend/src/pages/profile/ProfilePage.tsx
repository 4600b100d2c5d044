import { Box, Chip, Grid, Paper, Typography } from '@mui/material';
import { useAuth } from '../../auth/useAuth';
import { avatarName } from '../../shared/avatars';
import { EmptyState } from '../../layout/EmptyState';
import { Page } from '../../layout/Page';
import { UserAvatar } from '../../layout/UserAvatar';

const ROLE_LABEL = { ADMIN: 'Admin', MEMBER: 'Member', PENDING: 'Pending' } as const;

/** /profile — the member's own details (spec 2 §2, Profile). Editing arrives with the profile issue. */
export function ProfilePage() {
  const { user } = useAuth();
  if (!user) return null;
  const { profile } = user;
  const since = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(
    new Date(user.createdAt),
  );
  const rows: [string, string][] = [
    ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
    ['Email', user.email],
    ['Avatar', avatarName(profile.avatar) ?? `Pokédex #${profile.avatar}`],
    ['Location', profile.location || 'Not set'],
    ['Member since', since],
  ];
  return (
    <Page
      title="My Profile"
      back={{ to: '/dashboard', label: 'Back to Dashboard' }}
      intro="Your trainer details."
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: 3, textAlign: 'center' }}>
            <UserAvatar user={user} size={120} sx={{ mx: 'auto', mb: 2 }} />
            <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
              {profile.firstName} {profile.lastName}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 1 }}>
              <Chip label={ROLE_LABEL[user.role]} color="primary" size="small" />
              <Chip label="Level 25 Trainer" size="small" variant="outlined" />
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
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
            {profile.bio ? <Typography sx={{ mt: 2 }}>{profile.bio}</Typography> : null}
          </Paper>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
            Family Members
          </Typography>
          <EmptyState title="No family members added" headingLevel="h3">
            Family members you add can be registered for events with you.
          </EmptyState>
        </Grid>
      </Grid>
    </Page>
  );
}
