import { DECK_SIZE } from '@club/rules';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  GlobalStyles,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import type { DeckDetailDto } from '../api/generated/types.gen';
import { formatLabel } from './deck-cards';
import { printSections } from './print-sheet';

const PRINT_ROOT = 'deck-print-root';

/** While the sheet is open, printing shows the sheet alone, in black on white. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        [`body > *:not(.${PRINT_ROOT})`]: { display: 'none !important' },
        [`.${PRINT_ROOT}`]: { position: 'static !important' },
        [`.${PRINT_ROOT} .MuiBackdrop-root, .${PRINT_ROOT} .no-print`]: { display: 'none !important' },
        [`.${PRINT_ROOT} .MuiDialog-container, .${PRINT_ROOT} .MuiDialog-paper, .${PRINT_ROOT} .MuiDialogContent-root`]:
          {
            display: 'block !important',
            position: 'static !important',
            height: 'auto !important',
            maxHeight: 'none !important',
            overflow: 'visible !important',
            boxShadow: 'none !important',
            margin: '0 !important',
            padding: '0 !important',
            maxWidth: 'none !important',
          },
        [`.${PRINT_ROOT} *`]: { color: '#000 !important', background: 'transparent !important' },
        [`.${PRINT_ROOT} tr`]: { breakInside: 'avoid' },
        '@page': { margin: '12mm' },
      },
    }}
  />
);

export interface PrintDeckDialogProps {
  open: boolean;
  deck: DeckDetailDto;
  playerName: string;
  onClose: () => void;
}

/** A printable tournament deck-list sheet: count, name, set, number and regulation mark per card. */
export function PrintDeckDialog({ open, deck, playerName, onClose }: PrintDeckDialogProps) {
  const sections = printSections(deck.cards);
  const total = sections.reduce((sum, section) => sum + section.total, 0);
  return (
    <Dialog open={open} onClose={onClose} fullScreen className={PRINT_ROOT}>
      {open ? printStyles : null}
      <DialogTitle className="no-print">Print deck list</DialogTitle>
      <DialogContent>
        <Box sx={{ maxWidth: 800, mx: 'auto' }}>
          <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
            Pokémon TCG Deck List
          </Typography>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              mb: 2,
              '& dt': { fontWeight: 700 },
              '& dd': { m: 0 },
            }}
          >
            <dt>Player</dt>
            <dd>{playerName || '—'}</dd>
            <dt>Deck</dt>
            <dd>{deck.name.trim() || 'Untitled Deck'}</dd>
            <dt>Format</dt>
            <dd>{formatLabel(deck.format)}</dd>
            <dt>Total cards</dt>
            <dd>
              {total}/{DECK_SIZE}
            </dd>
          </Box>
          {sections.map((section) => (
            <Table
              key={section.key}
              size="small"
              sx={{
                mb: 2,
                tableLayout: 'fixed',
                '& th, & td': { borderColor: '#9e9e9e', overflowWrap: 'anywhere' },
              }}
            >
              <caption
                style={{
                  captionSide: 'top',
                  textAlign: 'left',
                  fontWeight: 700,
                  fontSize: '1.1rem',
                  color: 'inherit',
                  padding: '4px 0',
                }}
              >
                {section.title}: {section.total}
              </caption>
              <colgroup>
                <col style={{ width: '12%' }} />
                <col style={{ width: '43%' }} />
                <col style={{ width: '15%' }} />
                <col style={{ width: '12%' }} />
                <col style={{ width: '18%' }} />
              </colgroup>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Count
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Name
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Set
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Number
                  </TableCell>
                  <TableCell component="th" scope="col">
                    Regulation Mark
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {section.rows.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={5}>None</TableCell>
                  </TableRow>
                ) : (
                  section.rows.map((row) => (
                    <TableRow key={`${row.name}-${row.set}-${row.number}`}>
                      <TableCell>{row.count}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell>{row.set}</TableCell>
                      <TableCell>{row.number}</TableCell>
                      <TableCell>{row.regulationMark}</TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          ))}
        </Box>
      </DialogContent>
      <DialogActions className="no-print">
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon aria-hidden="true" />}
          onClick={() => window.print()}
        >
          Print
        </Button>
      </DialogActions>
    </Dialog>
  );
}
