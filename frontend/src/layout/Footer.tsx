import { Box, Container, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CLUB } from '../shared/club';
import { colours } from '../shared/theme';
import { FOOTER_QUICK_LINKS } from './nav-items';

const footerLink = { color: '#ffffff', textUnderlineOffset: 3 } as const;

export function Footer() {
  return (
    <Box
      component="footer"
      className="site-footer"
      sx={{
        bgcolor: colours.footer,
        color: colours.footerText,
        mt: 'auto',
        // Below the fold on every page as it loads (the main area is at least a screen tall): the browser lays
        // it out and paints it only as it nears the screen, not in the page's first frame. The sizes are its
        // own at each width, until the browser remembers the real one.
        contentVisibility: 'auto',
        containIntrinsicSize: { xs: 'auto 850px', sm: 'auto 600px', md: 'auto 404px' },
      }}
    >
      <Container maxWidth="lg" sx={{ py: 5 }}>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography component="h2" variant="h4" sx={{ color: '#fff', mb: 1.5 }}>
              {CLUB.name}
            </Typography>
            <Typography>
              A friendly, volunteer-run Pokémon Trading Card Game club. We meet every week to play, trade and
              learn together — new trainers and families are always welcome.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography component="h2" variant="h4" sx={{ color: '#fff', mb: 1.5 }}>
              Quick Links
            </Typography>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {FOOTER_QUICK_LINKS.map((item) => (
                <li key={item.to}>
                  <Link component={RouterLink} to={item.to} sx={footerLink}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Typography component="h2" variant="h4" sx={{ color: '#fff', mb: 1.5 }}>
              Contact
            </Typography>
            <Box component="address" sx={{ fontStyle: 'normal' }}>
              <Typography>{CLUB.address.join(', ')}</Typography>
              <Typography sx={{ mt: 1 }}>
                E-mail:{' '}
                <Link href={`mailto:${CLUB.email}`} sx={footerLink}>
                  {CLUB.email}
                </Link>
              </Typography>
              <Typography sx={{ mt: 1 }}>
                Phone:{' '}
                <Link href={`tel:${CLUB.phone.replace(/\s/g, '')}`} sx={footerLink}>
                  {CLUB.phone}
                </Link>
              </Typography>
            </Box>
          </Grid>
        </Grid>
        <Box
          sx={{
            borderTop: '1px solid #4b5563',
            mt: 4,
            pt: 3,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            justifyContent: 'space-between',
          }}
        >
          <Typography>© 2024 {CLUB.name}. All rights reserved.</Typography>
          <Stack direction="row" spacing={3}>
            <Link component={RouterLink} to="/privacy" sx={footerLink}>
              Privacy Policy
            </Link>
            <Link component={RouterLink} to="/terms" sx={footerLink}>
              Terms of Service
            </Link>
          </Stack>
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          Pokémon and the Pokémon Trading Card Game are trademarks of Nintendo, Creatures Inc. and GAME FREAK
          inc. This is an independent community club, not affiliated with them.
        </Typography>
      </Container>
    </Box>
  );
}
