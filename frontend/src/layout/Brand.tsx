import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CLUB } from '../shared/club';

function PokeBall() {
  return (
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="29" fill="#fff" stroke="#1a1a1a" strokeWidth="5" />
      <path d="M3 32a29 29 0 0 1 58 0z" fill="#ffcb05" stroke="#1a1a1a" strokeWidth="5" />
      <circle cx="32" cy="32" r="9" fill="#fff" stroke="#1a1a1a" strokeWidth="5" />
    </svg>
  );
}

/** The club's name as the home link. */
export function Brand() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${CLUB.name} home`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', mr: 2 }}
    >
      <PokeBall />
      {/* Between lg and xl the full navigation needs the room: the logo alone links home there. */}
      <Typography
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: { xs: '1.05rem', sm: '1.2rem' },
          whiteSpace: 'nowrap',
          display: { xs: 'inline', lg: 'none', xl: 'inline' },
        }}
      >
        {CLUB.name}
      </Typography>
    </Box>
  );
}
