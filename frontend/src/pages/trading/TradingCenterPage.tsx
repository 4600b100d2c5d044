import { Card, CardActionArea, CardContent, Chip, Grid, Typography } from '@mui/material';
import PublicIcon from '@mui/icons-material/Public';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../layout/Page';

/** /trading-center — choose between public and members-only trades (spec 1 §2). */
export function TradingCenterPage() {
  return (
    <Page title="Trading Center" intro="Buy, sell and swap single cards with other trainers.">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to="/singles-for-trade" sx={{ height: '100%', p: 1 }}>
              <CardContent>
                <PublicIcon aria-hidden="true" color="secondary" sx={{ fontSize: 48 }} />
                <Typography variant="h2" sx={{ fontSize: '1.5rem', my: 1 }}>
                  Public Trades
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  Singles for sale or trade. No account needed to browse.
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to="/members-only-trades" sx={{ height: '100%', p: 1 }}>
              <CardContent>
                <LockOutlinedIcon aria-hidden="true" color="primary" sx={{ fontSize: 48 }} />
                <Typography variant="h2" sx={{ fontSize: '1.5rem', my: 1 }}>
                  Members Only Trades
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 1.5 }}>
                  List your own cards and make offers to other club members.
                </Typography>
                <Chip label="Requires member account" size="small" color="primary" variant="outlined" />
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      </Grid>
    </Page>
  );
}
