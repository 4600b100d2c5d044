import { useDeferredValue, type ReactNode } from 'react';
import { Alert, AlertTitle, Button, Grid } from '@mui/material';
import { EmptyState } from './EmptyState';
import { LoadErrorOrOffline } from '../shared/NeedsConnection';

export interface CardGridEmpty {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A grid of cards with the list states of spec 1 §4: card-sized skeletons while loading (as many as the page
 * expects, so nothing moves when the items arrive), the error with 'Try Again', and the empty state.
 *
 * The cards are drawn from a deferred copy of the items: when an answer lands (or a filter changes the list),
 * React draws the new cards in a transition, in slices between frames, rather than in one long task. What the
 * page changes on a card (a button busy after a click) is drawn at once.
 */
export function CardGrid<T extends { readonly id: number }>({
  items,
  isPending,
  isError,
  onRetry,
  loadingLabel,
  skeleton,
  skeletons = 6,
  error,
  empty,
  renderItem,
}: {
  items: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  onRetry: () => void;
  /** What the loading grid announces ('Loading events'). */
  loadingLabel: string;
  /** One card-sized placeholder. */
  skeleton: ReactNode;
  skeletons?: number;
  /** The error's words: a line, or a title and a line. */
  error: string | { title: string; text: string };
  empty: CardGridEmpty;
  renderItem: (item: T) => ReactNode;
}) {
  const drawn = useDeferredValue(items);
  if (isPending || (drawn === undefined && items !== undefined)) {
    return (
      <Grid container spacing={3} role="status" aria-label={loadingLabel}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            {skeleton}
          </Grid>
        ))}
      </Grid>
    );
  }
  if (isError) {
    return (
      <LoadErrorOrOffline onRetry={onRetry}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              Try Again
            </Button>
          }
        >
          {typeof error === 'string' ? (
            error
          ) : (
            <>
              <AlertTitle>{error.title}</AlertTitle>
              {error.text}
            </>
          )}
        </Alert>
      </LoadErrorOrOffline>
    );
  }
  if (!drawn?.length) {
    return (
      <EmptyState
        title={empty.title}
        icon={empty.icon}
        action={empty.action}
        headingLevel={empty.headingLevel ?? 'h2'}
      >
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {drawn.map((item) => (
        <Grid key={item.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          {renderItem(item)}
        </Grid>
      ))}
    </Grid>
  );
}
