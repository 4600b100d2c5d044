import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { CardsContentBlock } from '../cards';
import { MilestonesBlock } from '../content/MilestonesBlock';
import { SessionTimesBlock } from '../content/SessionTimesBlock';
import { TeamMembersBlock } from '../content/TeamMembersBlock';
import { UpcomingEventsBlock } from '../content/UpcomingEventsBlock';
import { PlaceholderBlock } from './PlaceholderBlock';

/** 'Content Management': the home page's events, the About and Location blocks, and artwork (spec 2 §2). */
export function ContentTab() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('club.content.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <UpcomingEventsBlock />
        <TeamMembersBlock />
        <MilestonesBlock />
        <SessionTimesBlock />
        <PlaceholderBlock title="club.content.artwork" hint="club.content.artworkHint">
          <Button
            variant="contained"
            component={RouterLink}
            to={`${basename}/artwork`}
            sx={{ alignSelf: 'flex-start' }}
          >
            {translate('club.content.artwork')}
          </Button>
        </PlaceholderBlock>
        <CardsContentBlock />
      </Box>
    </>
  );
}
