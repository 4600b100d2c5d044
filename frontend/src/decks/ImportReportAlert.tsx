import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { CardDto } from '../api/generated/types.gen';
import { PrintChoicePicker } from './PrintChoicePicker';
import { needsAttention, unresolvedLabel, type ImportReport } from './ptcgl-import';

/**
 * What the last import could not do, kept on the page until dismissed: unresolved lines with their
 * line number, text and reason; cards the deck refused; and lines read with a fallback.
 */
export function ImportReportAlert({
  report,
  deckId,
  onClose,
  onPicked,
}: {
  report: ImportReport;
  deckId: number;
  onClose: () => void;
  /** A print was picked for an ambiguous line and added to the deck. */
  onPicked: (card: CardDto) => void;
}) {
  if (!needsAttention(report)) return null;
  const problems = report.unresolved.length + report.failures.length;
  return (
    <Alert
      severity={problems > 0 ? 'warning' : 'info'}
      onClose={onClose}
      sx={{ alignItems: 'flex-start', '& .MuiAlert-message': { minWidth: 0 } }}
    >
      <AlertTitle>
        {problems > 0 ? 'Some lines of the deck list were not imported' : 'Deck list imported with notes'}
      </AlertTitle>
      {report.unresolved.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Lines that could not be matched to a card:
          </Typography>
          <Box component="ul" aria-label="Unresolved lines" sx={{ m: 0, mb: 1, pl: 2.5 }}>
            {report.unresolved.map((line) => (
              <li key={`${line.line}-${line.text}`}>
                {unresolvedLabel(line)}
                {line.written && line.choices?.length ? (
                  <PrintChoicePicker
                    deckId={deckId}
                    text={line.text}
                    written={line.written}
                    choices={line.choices}
                    onPicked={onPicked}
                  />
                ) : null}
              </li>
            ))}
          </Box>
        </>
      ) : null}
      {report.failures.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Cards the deck did not accept:
          </Typography>
          <Box component="ul" aria-label="Cards not added" sx={{ m: 0, mb: 1, pl: 2.5 }}>
            {report.failures.map((failure) => (
              <li key={`${failure.section}-${failure.cardId}`}>
                {failure.count} × {failure.cardId}: {failure.message}
              </li>
            ))}
          </Box>
        </>
      ) : null}
      {report.notes.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Lines read with a fallback:
          </Typography>
          <Box component="ul" aria-label="Import notes" sx={{ m: 0, pl: 2.5 }}>
            {report.notes.map((note) => (
              <li key={`${note.line}-${note.id}`}>
                Line {note.line}: {note.text} — {note.note}
              </li>
            ))}
          </Box>
        </>
      ) : null}
    </Alert>
  );
}
