import { ADMIN_ONLY } from '@club/rules';
import { Button, Container, Paper, Typography } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import { Link as RouterLink } from 'react-router-dom';

/** What a signed-in non-admin sees on an admin page. */
export function AccessDenied() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>Access Denied</title>
      <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <BlockIcon aria-hidden="true" color="error" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: '1.9rem', mb: 2 }}>
          Access Denied
        </Typography>
        <Typography sx={{ mb: 3 }}>{ADMIN_ONLY}</Typography>
        <Button variant="contained" component={RouterLink} to="/dashboard">
          Go to Dashboard
        </Button>
      </Paper>
    </Container>
  );
}
