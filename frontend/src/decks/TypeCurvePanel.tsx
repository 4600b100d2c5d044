import {
  DECK_SIZE,
  ENERGY_IN_RANGE,
  ENERGY_RECOMMENDED,
  ENERGY_WARNING_BAND,
  energyWarning,
  energyZone,
  type EnergyZone,
} from '@club/rules';
import { Alert, Box, Paper, Stack, Typography, type AlertColor } from '@mui/material';
import type { DeckCardDto } from '../api/generated/types.gen';
import { sectionCounts } from './deck-cards';
import { elementColours } from '../cards/element-colours';
import { barWidth, pokemonTypeDistribution } from './type-curve';

/** The Energy Analysis alert: the red zone is an error, the warning band a warning. */
const ENERGY_ALERT_SEVERITY: Record<EnergyZone, AlertColor> = {
  'red-low': 'error',
  'warning-low': 'warning',
  recommended: 'success',
  'warning-high': 'warning',
  'red-high': 'error',
};

/** The scale of the energy band picture: 0 to 20 energy cards. */
const BAND_MAX = 20;

const pct = (value: number) => `${(Math.min(value, BAND_MAX) / BAND_MAX) * 100}%`;

/** A picture of the energy zones with a marker at the deck's count; the message says it in words. */
function EnergyBand({ count }: { count: number }) {
  const zones = [
    { from: 0, to: ENERGY_WARNING_BAND.low, colour: '#e57373' },
    { from: ENERGY_WARNING_BAND.low, to: ENERGY_RECOMMENDED.min, colour: '#ffb74d' },
    { from: ENERGY_RECOMMENDED.min, to: ENERGY_RECOMMENDED.max + 1, colour: '#81c784' },
    { from: ENERGY_RECOMMENDED.max + 1, to: ENERGY_WARNING_BAND.high + 1, colour: '#ffb74d' },
    { from: ENERGY_WARNING_BAND.high + 1, to: BAND_MAX, colour: '#e57373' },
  ];
  return (
    <Box
      aria-hidden="true"
      sx={{ position: 'relative', height: 14, borderRadius: 1, overflow: 'hidden', my: 1.5, display: 'flex' }}
    >
      {zones.map((zone) => (
        <Box key={zone.from} sx={{ width: pct(zone.to - zone.from), bgcolor: zone.colour }} />
      ))}
      <Box
        sx={{
          position: 'absolute',
          top: 0,
          bottom: 0,
          left: `calc(${pct(count + 0.5)} - 2px)`,
          width: 4,
          bgcolor: '#1a1a1a',
        }}
      />
    </Box>
  );
}

/** The 'Type Curve' sidebar: Pokémon types, energy analysis and section breakdown (spec 2 §2). */
export function TypeCurvePanel({ cards }: { cards: readonly DeckCardDto[] }) {
  const types = pokemonTypeDistribution(cards);
  const counts = sectionCounts(cards);
  const energy = counts.energy;
  const max = types[0]?.count ?? 0;
  return (
    <Paper component="section" aria-labelledby="type-curve-heading" sx={{ p: 2.5 }}>
      <Typography id="type-curve-heading" component="h2" variant="h3" sx={{ mb: 1.5 }}>
        Type Curve
      </Typography>
      {cards.length === 0 ? (
        <Typography color="text.secondary">No cards to analyze</Typography>
      ) : (
        <Stack spacing={2.5}>
          <Box>
            <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
              Pokémon Types
            </Typography>
            {types.length === 0 ? (
              <Typography color="text.secondary">No Pokémon yet</Typography>
            ) : (
              <Box component="ul" aria-label="Pokémon per type" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {types.map(({ type, count }) => (
                  <Box
                    component="li"
                    key={type}
                    sx={{
                      display: 'grid',
                      gridTemplateColumns: '6rem 1fr 2.5ch',
                      alignItems: 'center',
                      gap: 1,
                      mb: 0.75,
                    }}
                  >
                    <Typography variant="body2">{type}</Typography>
                    <Box sx={{ height: 12, bgcolor: 'action.hover', borderRadius: 1 }} aria-hidden="true">
                      <Box
                        sx={{
                          height: '100%',
                          width: `${barWidth(count, max)}%`,
                          bgcolor: elementColours(type).background,
                          borderRadius: 1,
                          border: '1px solid rgba(0,0,0,0.35)',
                        }}
                      />
                    </Box>
                    <Typography variant="body2" sx={{ fontWeight: 700, textAlign: 'right' }}>
                      {count}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </Box>

          <Box>
            <Typography component="h3" variant="h4">
              Energy Analysis
            </Typography>
            <Typography>
              {energy} energy {energy === 1 ? 'card' : 'cards'} (recommended {ENERGY_RECOMMENDED.min}-
              {ENERGY_RECOMMENDED.max})
            </Typography>
            <EnergyBand count={energy} />
            <Alert severity={ENERGY_ALERT_SEVERITY[energyZone(energy)]} variant="outlined">
              {energyWarning(energy) ?? ENERGY_IN_RANGE}
            </Alert>
          </Box>

          <Box>
            <Typography component="h3" variant="h4" sx={{ mb: 0.5 }}>
              Section Breakdown
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: '1fr auto',
                m: 0,
                rowGap: 0.5,
                '& dd': { m: 0, fontWeight: 700, textAlign: 'right' },
              }}
            >
              <dt>Pokémon</dt>
              <dd>{counts.pokemon}</dd>
              <dt>Trainers</dt>
              <dd>{counts.trainer}</dd>
              <dt>Energy</dt>
              <dd>{counts.energy}</dd>
              <dt>Total</dt>
              <dd>
                {counts.total}/{DECK_SIZE}
              </dd>
            </Box>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}
