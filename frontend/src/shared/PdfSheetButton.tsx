import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { openPdf } from './open-pdf';

export type SheetPaper = 'a4' | 'letter';

const PAPERS: { paper: SheetPaper; label: string }[] = [
  { paper: 'a4', label: 'A4' },
  { paper: 'letter', label: 'US Letter' },
];

/**
 * A button that opens Play! Pokémon's deck-list sheet as a PDF, on the paper chosen from its menu (A4 first, the
 * UK's). `load` reads it from the API; a failure is handed to `onError`.
 */
export function PdfSheetButton({
  label,
  fileName,
  load,
  onError,
  variant = 'outlined',
}: {
  label: string;
  fileName: string;
  load: (paper: SheetPaper) => Promise<Blob>;
  onError: (error: unknown) => void;
  variant?: 'outlined' | 'text';
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async (paper: SheetPaper) => {
    setAnchor(null);
    setBusy(true);
    try {
      await openPdf(() => load(paper), `${fileName}-${paper}.pdf`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        startIcon={<PictureAsPdfOutlinedIcon aria-hidden="true" />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        disabled={busy}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PAPERS.map(({ paper, label: paperLabel }) => (
          <MenuItem key={paper} onClick={() => void open(paper)}>
            {paperLabel}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
