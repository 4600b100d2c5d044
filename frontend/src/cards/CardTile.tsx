import { useId, type ReactNode } from 'react';
import { Box, Button, ButtonBase, Card, CardContent, Stack, Typography } from '@mui/material';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import type { CardDto } from '../api/generated/types.gen';
import { CardImage } from './CardImage';
import { LegalityBadges, RarityChip } from './CardChips';

export interface CardTileProps {
  card: CardDto;
  onOpen: (card: CardDto) => void;
}

/**
 * The overlay over a card picture: hidden until the tile is hovered or anything in it has keyboard
 * focus, so keyboard users reach it with Tab and see it appear. On touch screens it is invisible but
 * still covers the picture, so tapping the picture opens the card.
 */
export function OverlayButton({
  label,
  visibleText,
  icon,
  onClick,
  disabled = false,
}: {
  label: string;
  visibleText: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <ButtonBase
      className="card-overlay"
      aria-label={label}
      onClick={onClick}
      disabled={disabled}
      sx={{
        position: 'absolute',
        inset: 0,
        borderRadius: '4.5% / 3.2%',
        bgcolor: 'rgba(0, 0, 0, 0.45)',
        opacity: 0,
        transition: 'opacity 150ms ease-in-out',
        '&.Mui-focusVisible, &:focus-visible': { opacity: 1 },
      }}
    >
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          px: 1.5,
          py: 0.75,
          borderRadius: 99,
          bgcolor: '#1a1a1a',
          color: '#ffffff',
          fontWeight: 600,
          fontSize: '0.9rem',
        }}
      >
        {icon}
        {visibleText}
      </Box>
    </ButtonBase>
  );
}

/** sx for the element that holds a picture and its OverlayButton. */
export const overlayHostSx = {
  position: 'relative',
  '&:hover .card-overlay, &:focus-within .card-overlay': { opacity: 1 },
} as const;

/** A card in the browser's grid: picture (with the details overlay), name, set, number, rarity, legality. */
export function CardGridTile({ card, onOpen }: CardTileProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ ...overlayHostSx, p: 1, pb: 0 }}>
        <Box sx={{ position: 'relative' }}>
          <CardImage src={card.images.small} alt={card.name} />
          <OverlayButton
            label={`View details of ${card.name}`}
            visibleText="View details"
            icon={<ZoomInIcon fontSize="small" aria-hidden="true" />}
            onClick={() => onOpen(card)}
          />
        </Box>
      </Box>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 }, flexGrow: 1 }}>
        <Typography
          id={titleId}
          component="h3"
          sx={{ fontWeight: 700, fontSize: '1rem', lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {card.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {card.setName} · {card.number}
        </Typography>
        <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
          <RarityChip rarity={card.rarity} />
          <LegalityBadges card={card} />
        </Stack>
      </CardContent>
    </Card>
  );
}

/** A card as a row of the browser's list view, with a visible details button. */
export function CardListRow({ card, onOpen }: CardTileProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      <Box sx={{ width: 64, flexShrink: 0 }}>
        <CardImage src={card.images.small} alt={card.name} />
      </Box>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography
          id={titleId}
          component="h3"
          sx={{ fontWeight: 700, fontSize: '1rem', overflowWrap: 'anywhere' }}
        >
          {card.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {card.setName} · {card.number} · {card.supertype}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
          <RarityChip rarity={card.rarity} />
          <LegalityBadges card={card} />
        </Stack>
      </Box>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ZoomInIcon aria-hidden="true" />}
        onClick={() => onOpen(card)}
        aria-label={`View details of ${card.name}`}
      >
        View details
      </Button>
    </Card>
  );
}
