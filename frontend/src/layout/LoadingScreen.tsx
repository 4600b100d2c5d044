import { Box, CircularProgress, Typography } from '@mui/material';

/**
 * The loading screen of spec 1 §2. Full page while the session is restored; `inline` for a page
 * chunk that is still loading inside the layout.
 */
export function LoadingScreen({ inline = false }: { inline?: boolean }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: inline ? '50vh' : '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
        bgcolor: inline ? 'transparent' : 'background.default',
      }}
    >
      <CircularProgress aria-hidden="true" size={56} />
      <Typography component="p" variant="h5" sx={{ fontWeight: 700 }}>
        Loading...
      </Typography>
      <Typography component="p" color="text.secondary">
        Preparing your Pokemon adventure!
      </Typography>
    </Box>
  );
}
