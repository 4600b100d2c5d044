import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { Box, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import StyleOutlinedIcon from '@mui/icons-material/StyleOutlined';
import type { TradeListingDto } from '../../api/generated/types.gen';
import { CONDITION_LABELS, LANGUAGE_LABELS, wantedLabel } from '../../shared/trade-display';

/** Height of the photo strip; fixed so the grid does not move when photos arrive. */
export const TRADE_PHOTO_HEIGHT = 200;

/** The detail rows, styled once on the list rather than on each of their elements (a page has many cards). */
const detailsStyle = {
  m: 0,
  display: 'grid',
  gap: 0.5,
  '& > div': { display: 'flex', gap: 0.5 },
  '& dt': { color: 'text.secondary' },
  '& dd': { m: 0 },
} as const;

/** The id of a listing's title, which takes the keyboard after a step that removes the button used. */
export const listingTitleId = (listingId: number) => `trade-${listingId}-title`;

/**
 * Puts the keyboard on a listing's title once the page shows it again (after an offer, the Make an Offer button
 * gives way to a note). Call the answer with the listing's id before closing the dialog.
 */
export function useFocusListingTitle(): (listingId: number) => void {
  const target = useRef<number | null>(null);
  // After every render: the one that closes the dialog is the first where the title can take the focus.
  useEffect(() => {
    if (target.current === null) return;
    document.getElementById(listingTitleId(target.current))?.focus();
    target.current = null;
  });
  return useCallback((listingId: number) => {
    target.current = listingId;
  }, []);
}

/** One card for trade: photo, title, condition, grade, language, what the lister wants, the lister; `actions` below. */
export function TradeListingCard({
  listing,
  actions,
  badge,
  headingLevel = 'h2',
  children,
}: {
  listing: TradeListingDto;
  actions?: ReactNode;
  /** A chip beside the condition, e.g. the listing's status on My Listings. */
  badge?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  /** More about the listing under its details (My Listings: the offers made for it). */
  children?: ReactNode;
}) {
  const wanted = wantedLabel(listing);
  const grade = [listing.cardKnownCondition, listing.gradedBy && `graded by ${listing.gradedBy}`]
    .filter(Boolean)
    .join(', ');
  const rows = [
    { label: 'Language', text: LANGUAGE_LABELS[listing.cardLanguage] },
    ...(grade ? [{ label: 'Known condition', text: grade }] : []),
    ...(wanted ? [{ label: 'Wanted', text: wanted }] : []),
    { label: 'Listed by', text: `${listing.user.firstName} ${listing.user.lastName}` },
  ];
  return (
    <Card
      component="article"
      aria-labelledby={listingTitleId(listing.id)}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          height: TRADE_PHOTO_HEIGHT,
          bgcolor: 'grey.100',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'text.secondary',
        }}
      >
        {listing.photo ? (
          <Box
            component="img"
            src={listing.photo.thumbnailUrl}
            width={listing.photo.thumbnailWidth}
            height={listing.photo.thumbnailHeight}
            alt={`Photo of ${listing.cardTitle}`}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : (
          <StyleOutlinedIcon aria-hidden="true" sx={{ fontSize: 56 }} />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip label={CONDITION_LABELS[listing.cardDeclaredCondition]} size="small" color="secondary" />
          {listing.isOpenToTrade ? <Chip label="Open to trade" size="small" variant="outlined" /> : null}
          {badge}
        </Stack>
        <Typography
          id={listingTitleId(listing.id)}
          component={headingLevel}
          variant="h4"
          tabIndex={-1}
          sx={{ mb: 1 }}
        >
          {listing.cardTitle}
        </Typography>
        <Box component="dl" sx={detailsStyle}>
          {rows.map(({ label, text }) => (
            <div key={label}>
              <dt>{label}:</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </Box>
        {children}
      </CardContent>
      {actions ? (
        <CardActions
          sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}
        >
          {actions}
        </CardActions>
      ) : null}
    </Card>
  );
}
