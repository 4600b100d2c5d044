import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useBasename, useTranslate } from 'react-admin';
import { CardsContentBlock } from '../cards';
import { PlaceholderBlock } from './PlaceholderBlock';

const NOTE = 'club.content.arrives';

/** 'Content Management': the four content blocks (managed with the content feature) and artwork. */
export function ContentTab() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {translate('club.content.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <PlaceholderBlock
          title="club.content.upcomingEvents"
          hint="club.content.upcomingEventsHint"
          note={NOTE}
        />
        <PlaceholderBlock title="club.content.teamMembers" hint="club.content.teamMembersHint" note={NOTE} />
        <PlaceholderBlock title="club.content.milestones" hint="club.content.milestonesHint" note={NOTE} />
        <PlaceholderBlock
          title="club.content.sessionTimes"
          hint="club.content.sessionTimesHint"
          note={NOTE}
        />
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
