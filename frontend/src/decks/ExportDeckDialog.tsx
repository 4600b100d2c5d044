import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useToast } from '../layout/toast';
import { copyText } from './clipboard';

/** 'Export PTCGL Deck': the list as read-only text, Close, and Copy to Clipboard (copies and closes). */
export function ExportDeckDialog({
  open,
  text,
  onClose,
}: {
  open: boolean;
  text: string;
  onClose: () => void;
}) {
  const toast = useToast();
  async function copy() {
    if (await copyText(text)) {
      toast.success('Deck list copied to clipboard');
      onClose();
    } else {
      toast.error('Could not copy to the clipboard. Select the text and copy it yourself.');
    }
  }
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Export PTCGL Deck</DialogTitle>
      <DialogContent>
        <TextField
          label="PTCGL deck list"
          multiline
          minRows={10}
          maxRows={24}
          value={text}
          sx={{ mt: 1 }}
          slotProps={{
            input: {
              readOnly: true,
              sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
            },
            htmlInput: { spellCheck: false },
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button
          variant="contained"
          startIcon={<ContentCopyIcon aria-hidden="true" />}
          onClick={() => void copy()}
        >
          Copy to Clipboard
        </Button>
      </DialogActions>
    </Dialog>
  );
}
