import { Box, Skeleton, ToggleButton, ToggleButtonGroup } from '@mui/material';
import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import type { CardDto } from '../api/generated/types.gen';
import { CardGridTile, CardListRow } from './CardTile';

/** The card browser's two ways to show what it found: tiles in a grid, or rows in a list. */
export type CardView = 'grid' | 'list';

const gridSx = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
} as const;

const listSx = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 } as const;

/** Grid view or list view. */
export function CardViewToggle({ view, onChange }: { view: CardView; onChange: (view: CardView) => void }) {
  return (
    <ToggleButtonGroup
      value={view}
      exclusive
      size="small"
      aria-label="Results view"
      onChange={(_event, value: CardView | null) => {
        if (value) onChange(value);
      }}
    >
      <ToggleButton value="grid" aria-label="Grid view">
        <GridViewIcon aria-hidden="true" />
      </ToggleButton>
      <ToggleButton value="list" aria-label="List view">
        <ViewListIcon aria-hidden="true" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/** Placeholders in the view's shape while the first page of cards loads; hidden from screen readers. */
export function CardResultSkeletons({ view }: { view: CardView }) {
  return (
    <Box component="ul" aria-hidden="true" sx={view === 'grid' ? gridSx : listSx}>
      {Array.from({ length: 10 }, (_, i) => (
        <Box component="li" key={i}>
          {view === 'grid' ? (
            <>
              <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '245 / 342' }} />
              <Skeleton width="80%" />
              <Skeleton width="50%" />
            </>
          ) : (
            <Skeleton variant="rounded" height={96} />
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The cards found, as tiles or rows; `onOpen` opens a card's details. */
export function CardResultList({
  view,
  cards,
  onOpen,
}: {
  view: CardView;
  cards: readonly CardDto[];
  onOpen: (card: CardDto) => void;
}) {
  return (
    <Box component="ul" sx={view === 'grid' ? gridSx : listSx}>
      {cards.map((card) => (
        <Box component="li" key={card.id}>
          {view === 'grid' ? (
            <CardGridTile card={card} onOpen={onOpen} />
          ) : (
            <CardListRow card={card} onOpen={onOpen} />
          )}
        </Box>
      ))}
    </Box>
  );
}
