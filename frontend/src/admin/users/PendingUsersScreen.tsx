import { Box, Button, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Title, useBasename, useTranslate } from 'react-admin';
import { CLUB } from '../../shared/club';
import { BackButton } from '../layout/BackButton';
import { usePendingUsers } from './use-pending-users';
import { PendingUsersContent } from './PendingUsersContent';

/** /admin/users: the spec's pending users screen (the `list` of the users resource). */
export function PendingUsersScreen() {
  const translate = useTranslate();
  const basename = useBasename();
  const pending = usePendingUsers();
  return (
    <Box component="section" sx={{ py: 2, px: { xs: 1, md: 2 } }}>
      <title>{`${translate('club.pending.title')} – ${CLUB.name}`}</title>
      <Title title={translate('club.pending.title')} />
      <BackButton to={basename || '/'} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, my: 2 }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {translate('club.pending.title')}
          </Typography>
          <Typography color="text.secondary">{translate('club.pending.subtitle')}</Typography>
        </div>
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={pending.refresh}
          disabled={pending.isFetching}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {translate('club.pending.refresh')}
        </Button>
      </Stack>
      <PendingUsersContent pending={pending} cardHeadingLevel="h2" />
    </Box>
  );
}
