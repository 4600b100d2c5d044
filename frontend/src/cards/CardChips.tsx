import { Box, Chip, Stack } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import type { CardDto } from '../api/generated/types.gen';
import { visuallyHidden } from '../shared/a11y';
import { elementColours } from './element-colours';
import { rarityColours } from './rarity-colours';

/** An element type as a colour chip (one shared map, AA text contrast). */
export function ElementChip({ type, size = 'small' }: { type: string; size?: 'small' | 'medium' }) {
  const { background, text } = elementColours(type);
  return <Chip size={size} label={type} sx={{ bgcolor: background, color: text, fontWeight: 600 }} />;
}

/** The card's rarity in its tier colour; nothing when the card has no rarity. */
export function RarityChip({ rarity }: { rarity: string | null }) {
  const colours = rarityColours(rarity);
  if (!colours || !rarity) return null;
  return (
    <Chip
      size="small"
      label={rarity}
      sx={{ bgcolor: colours.background, color: colours.text, fontWeight: 600, maxWidth: '100%' }}
    />
  );
}

type Legality = Pick<CardDto, 'legalStd' | 'legalExp'>;

/**
 * Standard and Expanded legality, in the spec's words (spec 2 §2): `full` reads 'Standard Legal' / 'Standard
 * Banned' (a card out of a format reads 'Banned' there, rotated or banned alike); `compact` reads 'Standard' /
 * 'Expanded' with a tick or a bar, and the full wording for screen readers. Never colour alone.
 */
export function LegalityBadges({
  card,
  variant = 'compact',
}: {
  card: Legality;
  variant?: 'compact' | 'full';
}) {
  const formats = [
    { name: 'Standard', legal: card.legalStd },
    { name: 'Expanded', legal: card.legalExp },
  ];
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {formats.map(({ name, legal }) => (
        <Chip
          key={name}
          size="small"
          variant={legal ? 'filled' : 'outlined'}
          color={legal ? 'success' : 'default'}
          icon={legal ? <CheckCircleIcon aria-hidden="true" /> : <BlockIcon aria-hidden="true" />}
          label={
            variant === 'full' ? (
              `${name} ${legal ? 'Legal' : 'Banned'}`
            ) : (
              <>
                {name}
                <Box component="span" sx={visuallyHidden}>
                  {legal ? ' Legal' : ' Banned'}
                </Box>
              </>
            )
          }
          sx={legal ? undefined : { color: 'text.secondary', borderColor: '#767676', textDecoration: 'none' }}
        />
      ))}
    </Stack>
  );
}
