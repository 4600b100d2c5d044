import { useRef, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { newRowKey } from './format-draft';
import { useCardsText } from './use-cards-text';
import { visuallyHidden } from '../../shared/a11y';

type Text<Row> = { [K in keyof Row]: Row[K] extends string ? K : never }[keyof Row] & string;

export interface EditableColumn<Row> {
  readonly field: Exclude<Text<Row>, 'key'>;
  readonly label: string;
  readonly placeholder?: string;
  readonly width?: number | string;
}

interface EditableTableProps<Row extends { readonly key: string }> {
  /** Prefix of the element ids (unique on the page). */
  readonly id: string;
  readonly title: string;
  readonly help: string;
  readonly columns: readonly EditableColumn<Row>[];
  readonly rows: readonly Row[];
  /** Messages by row key and field. */
  readonly errors?: Readonly<Record<string, Readonly<Partial<Record<string, string>>>>>;
  /** How a row is called in labels, e.g. 'banned print 2'. */
  readonly rowName: (index: number) => string;
  readonly addLabel: string;
  readonly emptyRow: () => Omit<Row, 'key'>;
  readonly onChange: (rows: Row[]) => void;
  /** Saving: the fields are read-only and rows cannot be added or removed. */
  readonly busy: boolean;
}

/**
 * A small table of text rows with add and remove: a header per column, every field named after
 * its column and row, errors under the field. A new row's first field takes the focus; after a
 * removal the focus goes to the add button.
 */
export function EditableTable<Row extends { readonly key: string }>({
  id,
  title,
  help,
  columns,
  rows,
  errors = {},
  rowName,
  addLabel,
  emptyRow,
  onChange,
  busy,
}: EditableTableProps<Row>) {
  const t = useCardsText();
  const addButton = useRef<HTMLButtonElement>(null);
  const [added, setAdded] = useState<string | null>(null);

  const change = (key: string, field: string, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    const key = newRowKey();
    setAdded(key);
    onChange([...rows, { ...emptyRow(), key } as Row]);
  };
  const remove = (key: string) => {
    onChange(rows.filter((row) => row.key !== key));
    addButton.current?.focus();
  };

  return (
    // Not a landmark of its own: the scrolling region below carries the title (axe landmark-unique).
    <Box>
      <Typography id={`${id}-title`} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography id={`${id}-help`} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {help}
      </Typography>
      {/* Scrolls sideways on a phone; focusable so the keyboard can scroll it too. */}
      <TableContainer
        tabIndex={0}
        role="region"
        aria-labelledby={`${id}-title`}
        sx={{ contain: 'inline-size', position: 'relative' }}
      >
        <Table
          size="small"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-help`}
          sx={{ minWidth: columns.length * 150 + 56, '& td, & th': { px: 1 } }}
        >
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.field} scope="col" sx={{ width: column.width }}>
                  {column.label}
                </TableCell>
              ))}
              <TableCell scope="col" sx={{ width: 56 }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('formats.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 1}>
                  <Typography variant="body2" color="text.secondary">
                    {t('formats.none')}
                  </Typography>
                </TableCell>
              </TableRow>
            )}
            {rows.map((row, index) => (
              <TableRow key={row.key}>
                {columns.map((column, columnIndex) => {
                  const fieldId = `${id}-${row.key}-${column.field}`;
                  const error = errors[row.key]?.[column.field];
                  return (
                    <TableCell key={column.field} sx={{ verticalAlign: 'top' }}>
                      <TextField
                        id={fieldId}
                        size="small"
                        fullWidth
                        value={row[column.field] as string}
                        placeholder={column.placeholder}
                        onChange={(event) => change(row.key, column.field, event.target.value)}
                        error={Boolean(error)}
                        helperText={error}
                        autoFocus={columnIndex === 0 && row.key === added}
                        autoComplete="off"
                        slotProps={{
                          htmlInput: {
                            'aria-label': t('formats.cell', { column: column.label, row: rowName(index) }),
                            readOnly: busy,
                          },
                        }}
                      />
                    </TableCell>
                  );
                })}
                <TableCell sx={{ verticalAlign: 'top' }}>
                  <IconButton
                    aria-label={t('formats.remove', { row: rowName(index) })}
                    onClick={() => remove(row.key)}
                    disabled={busy}
                  >
                    <DeleteIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button ref={addButton} startIcon={<AddIcon />} onClick={add} disabled={busy} sx={{ mt: 1 }}>
        {addLabel}
      </Button>
    </Box>
  );
}
