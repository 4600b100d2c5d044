import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { CardDto } from '../api/generated/types.gen';
import { CardImage } from './CardImage';
import { ElementChip, LegalityBadges, RarityChip } from './CardChips';

export interface CardDetailDialogProps {
  card: CardDto | null;
  open: boolean;
  onClose: () => void;
  /** Extra buttons after Close (the browser's Add to Deck and Remove). */
  actions?: ReactNode;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

const costText = (cost: readonly string[]) => (cost.length ? cost.join(', ') : 'Free');

/** A card's full details (spec 2 §2, Card browser detail dialog). */
export function CardDetailDialog({ card, open, onClose, actions }: CardDetailDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open && card !== null} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth>
      {card ? (
        <>
          <DialogTitle>{card.name}</DialogTitle>
          {/* Focusable, so a keyboard can scroll the details when they are taller than a phone's screen. */}
          <DialogContent dividers tabIndex={0} role="region" aria-label={`Details of ${card.name}`}>
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, sm: 5 }}>
                <Box sx={{ maxWidth: 320, mx: 'auto' }}>
                  <CardImage src={card.images.large} alt={card.name} eager />
                </Box>
              </Grid>
              <Grid size={{ xs: 12, sm: 7 }}>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: 'max-content 1fr',
                    columnGap: 2,
                    rowGap: 0.75,
                    m: 0,
                  }}
                >
                  <Fact label="Set">{card.setName}</Fact>
                  <Fact label="Number">{card.number}</Fact>
                  <Fact label="Supertype">{card.supertype}</Fact>
                  {card.rarity ? (
                    <Fact label="Rarity">
                      <RarityChip rarity={card.rarity} />
                    </Fact>
                  ) : null}
                  {card.types.length > 0 ? (
                    <Fact label="Types">
                      <Stack direction="row" component="span" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                        {card.types.map((type) => (
                          <ElementChip key={type} type={type} />
                        ))}
                      </Stack>
                    </Fact>
                  ) : null}
                  {card.subtypes.length > 0 ? <Fact label="Subtypes">{card.subtypes.join(', ')}</Fact> : null}
                  {card.supertype === 'Pokémon' && card.hp !== null ? (
                    <Fact label="HP">{card.hp}</Fact>
                  ) : null}
                  {card.evolvesFrom ? <Fact label="Evolves from">{card.evolvesFrom}</Fact> : null}
                  {card.weaknesses.length > 0 ? (
                    <Fact label="Weakness">
                      {card.weaknesses.map((w) => `${w.type} ${w.value}`).join(', ')}
                    </Fact>
                  ) : null}
                  {card.resistances.length > 0 ? (
                    <Fact label="Resistance">
                      {card.resistances.map((r) => `${r.type} ${r.value}`).join(', ')}
                    </Fact>
                  ) : null}
                  {card.supertype === 'Pokémon' ? (
                    <Fact label="Retreat cost">{card.retreatCost.length || 'None'}</Fact>
                  ) : null}
                  {card.regulationMark ? <Fact label="Regulation mark">{card.regulationMark}</Fact> : null}
                </Box>

                <Typography component="h3" variant="h4" sx={{ mt: 2, mb: 1 }}>
                  Legality
                </Typography>
                <LegalityBadges card={card} variant="full" />

                {card.rulesText ? (
                  <>
                    <Typography component="h3" variant="h4" sx={{ mt: 2, mb: 0.5 }}>
                      Rules
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-line' }}>{card.rulesText}</Typography>
                  </>
                ) : null}

                {card.abilities.length > 0 ? (
                  <>
                    <Typography component="h3" variant="h4" sx={{ mt: 2, mb: 0.5 }}>
                      Abilities
                    </Typography>
                    {card.abilities.map((ability) => (
                      <Box key={ability.name} sx={{ mb: 1 }}>
                        <Typography sx={{ fontWeight: 700 }}>
                          {ability.name}{' '}
                          <Typography component="span" variant="body2" color="text.secondary">
                            ({ability.type})
                          </Typography>
                        </Typography>
                        <Typography variant="body2">{ability.text}</Typography>
                      </Box>
                    ))}
                  </>
                ) : null}

                {card.attacks.length > 0 ? (
                  <>
                    <Typography component="h3" variant="h4" sx={{ mt: 2, mb: 0.5 }}>
                      Attacks
                    </Typography>
                    {card.attacks.map((attack) => (
                      <Box key={`${attack.name}-${attack.cost.join()}`} sx={{ mb: 1 }}>
                        <Typography sx={{ fontWeight: 700 }}>
                          {attack.name}
                          {attack.damage ? ` — ${attack.damage}` : ''}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          Cost: {costText(attack.cost)}
                        </Typography>
                        {attack.text ? <Typography variant="body2">{attack.text}</Typography> : null}
                      </Box>
                    ))}
                  </>
                ) : null}
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
            <Button onClick={onClose}>Close</Button>
            {actions}
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
