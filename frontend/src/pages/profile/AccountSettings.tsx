import { useId, useRef, useState } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { ChangePasswordForm } from './ChangePasswordForm';

/**
 * Account settings on the profile (spec 2 §2): 'Change Password' opens its form; 'Email Preferences'
 * and 'Privacy Settings' have no behaviour yet, so they are disabled and say so in text that the
 * buttons are described by.
 */
export function AccountSettings() {
  const [changing, setChanging] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const id = useId();
  const formId = `${id}-password`;
  const noteId = `${id}-not-yet`;

  function closeForm() {
    setChanging(false);
    toggle.current?.focus();
  }

  return (
    <Paper component="section" aria-labelledby={`${id}-heading`} sx={{ p: 3, mb: 3 }}>
      <Typography id={`${id}-heading`} variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Account Settings
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button
          ref={toggle}
          variant="outlined"
          startIcon={<LockOutlinedIcon />}
          aria-expanded={changing}
          aria-controls={changing ? formId : undefined}
          onClick={() => setChanging((open) => !open)}
        >
          Change Password
        </Button>
        <Button variant="outlined" disabled aria-describedby={noteId}>
          Email Preferences
        </Button>
        <Button variant="outlined" disabled aria-describedby={noteId}>
          Privacy Settings
        </Button>
      </Box>
      <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Email preferences and privacy settings are not available yet.
      </Typography>
      {changing ? <ChangePasswordForm id={formId} onDone={closeForm} /> : null}
    </Paper>
  );
}
