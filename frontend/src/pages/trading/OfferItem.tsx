import type { ReactNode } from 'react';
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { TradeOfferDto } from '../../api/generated/types.gen';
import { formatDateTime } from '../../shared/format-date-time';
import { OFFER_STATUS_LABELS, offerTermsLabel } from '../../shared/trade-display';

const STATUS_COLOURS = {
  PENDING: 'warning',
  ACCEPTED: 'success',
  DECLINED: 'default',
  WITHDRAWN: 'default',
} as const;

/** One offer: who made it (or for what), what it offers, its message, its status and when; `actions` after. */
export function OfferItem({
  offer,
  heading,
  actions,
}: {
  offer: TradeOfferDto;
  heading: string;
  actions?: ReactNode;
}) {
  return (
    <Box component="li" sx={{ py: 1.5, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{heading}</Typography>
        <Chip label={OFFER_STATUS_LABELS[offer.status]} size="small" color={STATUS_COLOURS[offer.status]} />
      </Stack>
      <Typography>{offerTermsLabel(offer)}</Typography>
      {offer.message ? (
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          “{offer.message}”
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(offer.createdAt)}
      </Typography>
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          {actions}
        </Stack>
      ) : null}
    </Box>
  );
}
