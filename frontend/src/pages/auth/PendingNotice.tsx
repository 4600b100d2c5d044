import { Box, Button, Container, Paper, Typography } from '@mui/material';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { useLogout } from '../../layout/useLogout';

/** What a PENDING user sees on any protected page (spec 2 §6). */
export function PendingNotice() {
  const logout = useLogout();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <title>Account Pending Approval</title>
      <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
        <HourglassTopIcon aria-hidden="true" color="warning" sx={{ fontSize: 56, mb: 1 }} />
        <Typography variant="h1" sx={{ fontSize: '1.9rem', mb: 2 }}>
          Account Pending Approval
        </Typography>
        <Typography sx={{ mb: 3 }}>
          Your account is currently pending admin approval. You will be able to access all features once your
          account is approved.
        </Typography>
        <Box sx={{ textAlign: 'left', bgcolor: 'background.default', borderRadius: 2, p: 2.5, mb: 3 }}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 1 }}>
            What happens next?
          </Typography>
          <Box component="ol" sx={{ m: 0, pl: 3, '& li': { mb: 0.75 } }}>
            <li>A club admin reviews your application.</li>
            <li>You receive an e-mail as soon as your account is approved.</li>
            <li>Then you can log in and use all the members&apos; features.</li>
          </Box>
        </Box>
        <Button variant="contained" onClick={() => void logout('/login')}>
          Back to Login
        </Button>
      </Paper>
    </Container>
  );
}
