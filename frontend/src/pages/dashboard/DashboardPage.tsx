import type { ReactElement } from 'react';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Container,
  Grid,
  Paper,
  Typography,
} from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import ForumIcon from '@mui/icons-material/Forum';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import StyleIcon from '@mui/icons-material/Style';
import SearchIcon from '@mui/icons-material/Search';
import PersonIcon from '@mui/icons-material/Person';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../auth/useAuth';
import { useLogout } from '../../layout/useLogout';
import { useLogoutAskingFirst } from '../../offline/UnsentActionsLogout';
import { CLUB } from '../../shared/club';
import { UserAvatar } from '../../layout/UserAvatar';
import { FamilySection } from '../family/FamilySection';
import { DASHBOARD_MIN_FAMILY_AGE } from '../family/family-schema';
import { DashboardLeaderboard } from './DashboardLeaderboard';
import { dashboardTiles, type DashboardTile } from './dashboard-tiles';
import { RegisteredEvents } from './RegisteredEvents';
import { MyTables } from './MyTables';

const ICONS: Record<DashboardTile['icon'], ReactElement> = {
  events: <EventIcon />,
  forum: <ForumIcon />,
  trading: <SwapHorizIcon />,
  decks: <StyleIcon />,
  cards: <SearchIcon />,
  profile: <PersonIcon />,
  howto: <MenuBookIcon />,
  releases: <NewReleasesIcon />,
  admin: <AdminPanelSettingsIcon />,
};

/** /dashboard — a member's home (spec 2 §2, Dashboard). */
export function DashboardPage() {
  const { user } = useAuth();
  const logout = useLogout();
  const { request: requestLogout, dialog: logoutDialog } = useLogoutAskingFirst(() => void logout('/login'));
  const firstName = user?.profile.firstName || 'Trainer';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <title>{`Dashboard | ${CLUB.name}`}</title>
      <Paper
        sx={{
          p: { xs: 2.5, md: 4 },
          mb: 4,
          display: 'flex',
          alignItems: 'center',
          gap: 2.5,
          flexWrap: 'wrap',
        }}
      >
        {user ? <UserAvatar user={user} size={72} /> : null}
        <Box sx={{ flexGrow: 1, minWidth: 200 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', md: '2.1rem' } }}>
            Welcome back, {firstName}!
          </Typography>
          <Typography color="text.secondary">Ready for your next Pokémon adventure?</Typography>
        </Box>
        <Button variant="outlined" startIcon={<LogoutIcon />} onClick={requestLogout}>
          Logout
        </Button>
        {logoutDialog}
      </Paper>

      <Typography variant="h2" sx={{ mb: 2 }}>
        Quick Access
      </Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 5 }}>
        {dashboardTiles(user?.role).map((tile) => (
          <Grid key={tile.to} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={tile.to} sx={{ height: '100%' }}>
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                  <Box aria-hidden="true" sx={{ color: 'primary.main', '& svg': { fontSize: 36 } }}>
                    {ICONS[tile.icon]}
                  </Box>
                  <Box>
                    <Typography component="h3" variant="h4">
                      {tile.title}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {tile.description}
                    </Typography>
                  </Box>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>

      <MyTables />

      <Typography variant="h2" sx={{ mb: 2 }}>
        Your Registered Events
      </Typography>
      <Box sx={{ mb: 5 }}>
        <RegisteredEvents />
        <Button component={RouterLink} to="/events" sx={{ mt: 2 }}>
          View All Events
        </Button>
      </Box>

      <Typography variant="h2" sx={{ mb: 2 }}>
        Leaderboard
      </Typography>
      <Box sx={{ mb: 5 }}>
        <DashboardLeaderboard />
      </Box>

      <FamilySection title="Your Family" minAge={DASHBOARD_MIN_FAMILY_AGE} />
    </Container>
  );
}
