import { useId, useState } from 'react';
import { Button, Card, CardActions, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Confirm, useTranslate } from 'react-admin';
import type { UserDto } from '../../api/generated/types.gen';
import { formatDateTime } from '../../shared/format-date-time';
import { fullName } from './user-name';
import { UserAvatar } from './UserAvatar';

interface PendingUserCardProps {
  readonly user: UserDto;
  /** True while this user's approve or reject request runs: both buttons are disabled. */
  readonly busy: boolean;
  readonly onApprove: (user: UserDto) => void;
  readonly onReject: (user: UserDto) => void;
  /** One level under the heading the cards sit beneath: h2 on /admin/users, h4 in the dashboard's Users tab. */
  readonly headingLevel: 'h2' | 'h4';
}

/** One application: avatar, name, e-mail, when it was made, Approve and Reject (confirmed). */
export function PendingUserCard({ user, busy, onApprove, onReject, headingLevel }: PendingUserCardProps) {
  const translate = useTranslate();
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const name = fullName(user);

  return (
    <Card component="article" aria-labelledby={headingId} aria-busy={busy} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <UserAvatar user={user} />
          <div>
            <Typography id={headingId} variant="h6" component={headingLevel}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {user.email}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('club.pending.applied')}{' '}
              <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
            </Typography>
          </div>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', gap: 1, px: 2, pb: 2 }}>
        <Button
          variant="contained"
          color="success"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CheckIcon />}
          onClick={() => onApprove(user)}
        >
          {translate('club.pending.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={busy}
          startIcon={<CloseIcon />}
          onClick={() => setConfirming(true)}
        >
          {translate('club.pending.reject')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        title="club.pending.rejectTitle"
        titleTranslateOptions={{ name }}
        content="club.pending.rejectConfirm"
        contentTranslateOptions={{ name, email: user.email }}
        confirm="club.pending.reject"
        confirmColor="warning"
        onConfirm={() => {
          setConfirming(false);
          onReject(user);
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
