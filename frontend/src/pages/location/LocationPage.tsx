import { Box, Grid, List, ListItem, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import DirectionsBusIcon from '@mui/icons-material/DirectionsBus';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import LocalParkingIcon from '@mui/icons-material/LocalParking';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import { CLUB } from '../../shared/club';
import { Page } from '../../layout/Page';
import { ContentBlock } from '../content/ContentBlock';
import { SessionTimeCards } from './SessionTimeCards';

/** /location — where and when we meet (spec 1 §2, Location). */
export function LocationPage() {
  const { gettingThere } = CLUB;
  return (
    <Page title="Location & Times" intro="Where to find us, when we meet and how to get here.">
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Address
          </Typography>
          <Box component="address" sx={{ fontStyle: 'normal', fontSize: '1.1rem', mb: 3 }}>
            {CLUB.address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Box>
          <Paper
            variant="outlined"
            role="img"
            aria-label="Map placeholder: an interactive map is planned"
            sx={{
              minHeight: 220,
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              p: 3,
              bgcolor: 'grey.100',
            }}
          >
            <Box>
              <MapOutlinedIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
              <Typography sx={{ fontWeight: 600 }}>Map coming soon</Typography>
              <Typography color="text.secondary">
                An interactive maps service is planned for this page.
              </Typography>
            </Box>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Typography variant="h2" sx={{ mb: 2 }}>
            Getting There
          </Typography>
          <List>
            <ListItem>
              <ListItemIcon>
                <DirectionsBusIcon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText
                primary={`Bus routes ${gettingThere.busRoutes.slice(0, -1).join(', ')} and ${gettingThere.busRoutes.at(-1)}`}
              />
            </ListItem>
            <ListItem>
              <ListItemIcon>
                <DirectionsWalkIcon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={gettingThere.walk} />
            </ListItem>
            <ListItem>
              <ListItemIcon>
                <LocalParkingIcon aria-hidden="true" />
              </ListItemIcon>
              <ListItemText primary={gettingThere.parking} />
            </ListItem>
          </List>
          <Typography variant="h2" sx={{ mt: 3, mb: 2 }}>
            Facilities
          </Typography>
          <List>
            {CLUB.facilities.map((facility) => (
              <ListItem key={facility}>
                <ListItemIcon>
                  <CheckIcon aria-hidden="true" color="success" />
                </ListItemIcon>
                <ListItemText primary={facility} />
              </ListItem>
            ))}
          </List>
        </Grid>
      </Grid>
      <Typography variant="h2" sx={{ mt: 5, mb: 2 }}>
        Session Times
      </Typography>
      <ContentBlock
        section="session_times"
        placeholderHeight={150}
        empty={{
          title: 'Session times coming soon',
          text: 'Our regular session days and times will be listed here. Until then, please contact us.',
        }}
      >
        {(items) => <SessionTimeCards items={items} />}
      </ContentBlock>
    </Page>
  );
}
