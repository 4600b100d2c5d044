import { useRef, useState } from 'react';
import { Alert, Box, Button, Chip, Grid, Paper, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useAuth } from '../../auth/useAuth';
import { Page } from '../../layout/Page';
import { UserAvatar } from '../../layout/UserAvatar';
import { avatarSpriteUrl, DEFAULT_AVATAR } from '../../shared/avatars';
import { FamilySection } from '../family/FamilySection';
import { AccountSettings } from './AccountSettings';
import { ProfileDetails } from './ProfileDetails';
import { ProfileForm } from './ProfileForm';

const ROLE_LABEL = { ADMIN: 'Admin', MEMBER: 'Member', PENDING: 'Pending' } as const;

/** /profile — the member's own details, in view or edit mode (spec 2 §2, Profile). */
export function ProfilePage() {
  const { user } = useAuth();
  const [editing, setEditing] = useState(false);
  // Where the link to confirm a new address went: shown until the page is left.
  const [emailNotice, setEmailNotice] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  if (!user) return null;
  const { profile } = user;

  function backToView(notice?: string) {
    setEditing(false);
    if (notice) setEmailNotice(notice);
    // The Edit Profile button comes back with view mode: give it the focus the form had.
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <Page
      title="My Profile"
      back={{ to: '/dashboard', label: 'Back to Dashboard' }}
      intro="Your trainer details."
      actions={
        editing ? null : (
          <Button
            ref={editButton}
            variant="contained"
            startIcon={<EditOutlinedIcon />}
            onClick={() => setEditing(true)}
          >
            Edit Profile
          </Button>
        )
      }
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper sx={{ p: 3, textAlign: 'center' }}>
            <UserAvatar
              user={user}
              // Spec 2 §2: the profile's default avatar (Pikachu, no other chosen) is its sprite.
              src={profile.avatar === DEFAULT_AVATAR ? avatarSpriteUrl(DEFAULT_AVATAR) : undefined}
              size={120}
              sx={{ mx: 'auto', mb: 2, '& img': { imageRendering: 'pixelated' } }}
            />
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
          {emailNotice && !editing ? (
            <Alert severity="info" role="status" sx={{ mb: 3 }} onClose={() => setEmailNotice(null)}>
              {emailNotice}
            </Alert>
          ) : null}
          {editing ? <ProfileForm user={user} onDone={backToView} /> : <ProfileDetails user={user} />}
          <AccountSettings />
          <FamilySection title="Family Members" />
        </Grid>
      </Grid>
    </Page>
  );
}
