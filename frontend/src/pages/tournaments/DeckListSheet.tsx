import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { DeckListDto } from '../../api/generated/types.gen';
import { FORMAT_LABELS } from '../../decks/deck-cards';
import { formatDateTime } from '../../shared/format-date-time';
import { deckListSections, DIVISION_LABELS } from './tournament-view';

/** One player's deck list as a sheet: who, which tournament, then Pokémon, Trainer and Energy with counts. */
export function DeckListSheet({ list }: { list: DeckListDto }) {
  const headingId = `deck-list-${list.playerId}`;
  const sections = deckListSections(list.cards);
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-print="page"
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Typography id={headingId} component="h2" variant="h4">
        {list.playerName}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, my: 2 }}>
        {[
          ['Tournament', list.tournament],
          ['Day', list.day],
          ['Format', FORMAT_LABELS[list.format]],
          ['Division', DIVISION_LABELS[list.division]],
          ['Submitted', formatDateTime(list.submittedAt)],
          ['Cards', String(total)],
        ].map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {sections.map((section) => (
        <Table key={section.key} size="small" sx={{ mb: 2 }}>
          <caption style={{ captionSide: 'top', textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>
            {`${section.label} (${section.total})`}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell scope="col" sx={{ width: '4rem' }}>
                Count
              </TableCell>
              <TableCell scope="col">Card</TableCell>
              <TableCell scope="col">Set and number</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {section.cards.map((card) => (
              <TableRow key={card.cardId}>
                <TableCell>{card.count}</TableCell>
                <TableCell component="th" scope="row">
                  {card.name}
                </TableCell>
                <TableCell>{card.print}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ))}
    </Paper>
  );
}
