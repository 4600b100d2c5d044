import { Card, CardContent, Grid, Typography } from '@mui/material';
import { CLUB } from '../../shared/club';
import { Page } from '../../layout/Page';
import { ContentBlock } from '../content/ContentBlock';
import { JourneyTimeline } from './JourneyTimeline';
import { TeamGrid } from './TeamGrid';

const VALUES = [
  { title: 'Welcoming', text: 'Everyone is welcome, whatever their age, experience or collection.' },
  { title: 'Fair Play', text: 'We play by the rules, trade honestly and treat each other with respect.' },
  {
    title: 'Learning Together',
    text: 'Experienced players help newcomers learn the game and build their first decks.',
  },
  {
    title: 'Safe for Families',
    text: 'A friendly, supervised space where children and parents can play together.',
  },
] as const;

/** /about — mission, journey, team and values (spec 1 §2, About). */
export function AboutPage() {
  return (
    <Page title={`About ${CLUB.name}`} intro="Who we are, how we started and what we care about.">
      <section aria-labelledby="about-mission">
        <Typography id="about-mission" variant="h2" sx={{ mb: 2 }}>
          Our Mission
        </Typography>
        <Typography sx={{ mb: 5, maxWidth: '75ch' }}>
          We bring local Pokémon Trading Card Game fans together to play, trade and learn in a friendly,
          inclusive setting. Whether you are opening your first booster pack or preparing for a tournament,
          the club is a place to make friends and enjoy the game.
        </Typography>
      </section>

      <section aria-labelledby="about-journey">
        <Typography id="about-journey" variant="h2" sx={{ mb: 2 }}>
          Our Journey
        </Typography>
        <ContentBlock
          section="our_journey"
          placeholderHeight={96}
          placeholders={2}
          columns={{ xs: 12 }}
          empty={{ title: 'Our story is being written', text: 'The club’s milestones will be listed here.' }}
        >
          {(items) => <JourneyTimeline items={items} />}
        </ContentBlock>
      </section>

      <section aria-labelledby="about-team">
        <Typography id="about-team" variant="h2" sx={{ mt: 5, mb: 2 }}>
          Meet Our Team
        </Typography>
        <ContentBlock
          section="meet_team"
          placeholderHeight={260}
          empty={{
            title: 'Team profiles coming soon',
            text: 'The volunteers who run the club will introduce themselves here.',
          }}
        >
          {(items) => <TeamGrid items={items} />}
        </ContentBlock>
      </section>

      <section aria-labelledby="about-values">
        <Typography id="about-values" variant="h2" sx={{ mt: 5, mb: 2 }}>
          Our Values
        </Typography>
        <Grid container spacing={3}>
          {VALUES.map((value) => (
            <Grid key={value.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {value.title}
                  </Typography>
                  <Typography color="text.secondary">{value.text}</Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </section>
    </Page>
  );
}
