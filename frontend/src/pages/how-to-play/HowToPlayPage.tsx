import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router-dom';
import { Page } from '../../layout/Page';

/** The game's key numbers (spec 1 §2, How to Play). */
export const GAME_FACTS = {
  deckSize: 60,
  openingHand: 7,
  prizeCards: 6,
  benchSize: 5,
  casualMix: { pokemon: 20, trainer: 20, energy: 20 },
} as const;

const QUICK_TIPS = [
  {
    title: `${GAME_FACTS.deckSize}-card deck`,
    text: 'Every deck has exactly 60 cards: Pokémon, Trainer and Energy cards.',
  },
  {
    title: `${GAME_FACTS.openingHand}-card hand`,
    text: 'Shuffle and draw 7 cards to start. You need at least one Basic Pokémon.',
  },
  {
    title: `${GAME_FACTS.prizeCards} Prize cards`,
    text: 'Set aside 6 Prize cards. Take one each time you Knock Out a Pokémon.',
  },
  {
    title: `Bench of ${GAME_FACTS.benchSize}`,
    text: 'Besides your Active Pokémon, you can have up to 5 Pokémon on your Bench.',
  },
] as const;

const SECTIONS = [
  {
    id: 'basics',
    title: 'The Basics',
    body: (
      <>
        <Typography sx={{ mb: 2 }}>
          Two players each bring a {GAME_FACTS.deckSize}-card deck. At the start, each player shuffles, draws{' '}
          {GAME_FACTS.openingHand} cards, puts a Basic Pokémon into play as their Active Pokémon and sets
          aside {GAME_FACTS.prizeCards} Prize cards face down.
        </Typography>
        <Typography sx={{ mb: 2 }}>
          On your turn you draw a card, then you may play Basic Pokémon to your Bench (up to{' '}
          {GAME_FACTS.benchSize}), evolve Pokémon, attach one Energy card, play Trainer cards, retreat, and
          finally attack.
        </Typography>
        <Typography>
          You win by taking all your Prize cards, by Knocking Out your opponent’s last Pokémon in play, or
          when your opponent cannot draw a card at the start of their turn.
        </Typography>
      </>
    ),
  },
  {
    id: 'casual',
    title: 'Casual Play',
    body: (
      <>
        <Typography sx={{ mb: 2 }}>
          Casual games at the club are relaxed and friendly — the perfect way to learn. A good first deck
          mixes about {GAME_FACTS.casualMix.pokemon} Pokémon, {GAME_FACTS.casualMix.trainer} Trainer and{' '}
          {GAME_FACTS.casualMix.energy} Energy cards.
        </Typography>
        <Typography>
          Ask a more experienced member to play a practice game with you: we are always happy to explain a
          rule or a card.
        </Typography>
      </>
    ),
  },
  {
    id: 'tournament',
    title: 'Tournament Play',
    body: (
      <>
        <Typography sx={{ mb: 2 }}>
          Tournaments follow the official rules and the current Standard format. Decks must be legal for the
          format, with no more than 4 copies of any card with the same name (except basic Energy).
        </Typography>
        <Typography>
          Bring your deck sleeved, a deck list, and coins or dice for flips and damage counters. Good
          sportsmanship matters more than winning.
        </Typography>
      </>
    ),
  },
  {
    id: 'strategy',
    title: 'Strategy Tips',
    body: (
      <>
        <Typography sx={{ mb: 2 }}>
          Build around one or two main attackers and include cards that draw and search for what you need.
          Consistency wins more games than raw power.
        </Typography>
        <Typography>
          Keep a Pokémon on your Bench ready to take over, think about your opponent’s next turn, and count
          your Prize cards to plan how to win.
        </Typography>
      </>
    ),
  },
] as const;

/** /how-to-play — the basics of the Pokémon TCG, with one section open at a time. */
export function HowToPlayPage() {
  const [expanded, setExpanded] = useState<string | false>(SECTIONS[0].id);
  return (
    <Page
      title="How to Play"
      back="history"
      intro="New to the Pokémon Trading Card Game? Here is everything you need to play your first game."
    >
      <Typography variant="h2" sx={{ mb: 2 }}>
        Quick Tips
      </Typography>
      <Grid container spacing={3} sx={{ mb: 5 }}>
        {QUICK_TIPS.map((tip) => (
          <Grid key={tip.title} size={{ xs: 12, sm: 6, md: 3 }}>
            <Card sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h3" sx={{ mb: 1 }}>
                  {tip.title}
                </Typography>
                <Typography color="text.secondary">{tip.text}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>

      <Typography variant="h2" sx={{ mb: 2 }}>
        Learn the Game
      </Typography>
      <Box sx={{ mb: 5 }}>
        {SECTIONS.map((section) => (
          <Accordion
            key={section.id}
            expanded={expanded === section.id}
            onChange={(_event, isOpen) => setExpanded(isOpen ? section.id : false)}
          >
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              id={`${section.id}-header`}
              aria-controls={`${section.id}-content`}
            >
              <Typography component="span" variant="h4">
                {section.title}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>{section.body}</AccordionDetails>
          </Accordion>
        ))}
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to="/signup" variant="contained" size="large">
          Join Our Club
        </Button>
        <Button component={RouterLink} to="/events" variant="outlined" size="large">
          View Events
        </Button>
      </Stack>
    </Page>
  );
}
