import { Box, Button, Card, CardContent, Container, Grid, Stack, Typography } from '@mui/material';
import GroupsIcon from '@mui/icons-material/Groups';
import EventIcon from '@mui/icons-material/Event';
import ScheduleIcon from '@mui/icons-material/Schedule';
import ForumIcon from '@mui/icons-material/Forum';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { visuallyHidden } from '../../shared/a11y';
import { CLUB } from '../../shared/club';
import { PageHead } from '../../layout/PageHead';
import { colours } from '../../shared/theme';
import { HomeEvents } from './HomeEvents';

const BENEFITS = [
  {
    title: 'Community',
    text: 'Meet friendly trainers of every age and experience, from first-time players to seasoned collectors.',
    Icon: GroupsIcon,
  },
  {
    title: 'Local Events',
    text: 'Tournaments, trading sessions, community nights and special events, right here in town.',
    Icon: EventIcon,
  },
  {
    title: 'Weekly Sessions',
    text: 'Regular club sessions to play, practise, trade and learn new strategies together.',
    Icon: ScheduleIcon,
  },
  {
    title: 'Active Forum',
    text: 'Talk decks, trades and news with other members between sessions in our members’ forum.',
    Icon: ForumIcon,
  },
] as const;

/** / — the club's front page (spec 1 §2, Home). */
export function HomePage() {
  const { user } = useAuth();
  return (
    <>
      <PageHead title={CLUB.name} />
      <Box sx={{ bgcolor: colours.redDark, color: '#fff', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '3rem' }, mb: 2 }}>
            Welcome to {CLUB.name}
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.1rem', md: '1.3rem' }, mb: 4 }}>{CLUB.tagline}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            {user ? (
              <Button
                component={RouterLink}
                to="/dashboard"
                size="large"
                variant="contained"
                sx={heroPrimary}
              >
                Go to Dashboard
              </Button>
            ) : (
              <>
                <Button component={RouterLink} to="/signup" size="large" variant="contained" sx={heroPrimary}>
                  Join Our Club
                </Button>
                <Button component={RouterLink} to="/about" size="large" variant="outlined" sx={heroSecondary}>
                  Learn More
                  {/* The link's full text for screen readers and search engines; the spec's words stay visible. */}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    about {CLUB.name}
                  </Box>
                </Button>
              </>
            )}
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Why Join Us?
        </Typography>
        <Grid container spacing={3}>
          {BENEFITS.map(({ title, text, Icon }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ textAlign: 'center' }}>
                  <Icon aria-hidden="true" color="primary" sx={{ fontSize: 48, mb: 1 }} />
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary">{text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>

      <Container maxWidth="lg" sx={{ pb: { xs: 5, md: 8 } }}>
        <HomeEvents />
      </Container>

      {user ? null : (
        <Box sx={{ bgcolor: colours.yellow, color: colours.ink, py: { xs: 5, md: 7 } }}>
          <Container maxWidth="md" sx={{ textAlign: 'center' }}>
            <Typography variant="h2" sx={{ mb: 2 }}>
              Ready to start your journey?
            </Typography>
            <Typography sx={{ mb: 3, fontSize: '1.1rem' }}>
              Create an account to join the forum, trade with members, register for events and build decks.
            </Typography>
            <Button component={RouterLink} to="/signup" size="large" variant="contained">
              Join Now
            </Button>
          </Container>
        </Box>
      )}
    </>
  );
}

const heroPrimary = {
  bgcolor: colours.yellow,
  color: colours.ink,
  '&:hover': { bgcolor: '#ffd740' },
} as const;
const heroSecondary = {
  color: '#fff',
  borderColor: '#fff',
  '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.12)' },
} as const;
