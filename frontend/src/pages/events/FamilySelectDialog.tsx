import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Link,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

export interface FamilyChoice {
  readonly id: number;
  readonly name: string;
  readonly age: number;
}

/**
 * The family-member selection of the events page (spec 1 §2): the member picks which of their
 * family come along. Confirm is disabled while the member has no family members (and until one is
 * chosen); those already registered show ticked and cannot be chosen again.
 */
export function FamilySelectDialog({
  eventTitle,
  family,
  registeredIds,
  busy,
  onConfirm,
  onClose,
}: {
  eventTitle: string;
  family: readonly FamilyChoice[];
  registeredIds: ReadonlySet<number>;
  busy: boolean;
  onConfirm: (familyMemberIds: number[]) => void;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="family-dialog-title"
    >
      <DialogTitle id="family-dialog-title">Register family members</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>Who is coming with you to {eventTitle}?</DialogContentText>
        {family.length === 0 ? (
          <DialogContentText>
            You have no family members yet. Add them on your{' '}
            <Link component={RouterLink} to="/profile">
              profile
            </Link>
            .
          </DialogContentText>
        ) : (
          <FormGroup>
            {family.map((member) => {
              const registered = registeredIds.has(member.id);
              return (
                <FormControlLabel
                  key={member.id}
                  control={
                    <Checkbox
                      checked={registered || chosen.has(member.id)}
                      disabled={registered || busy}
                      onChange={() => toggle(member.id)}
                    />
                  }
                  label={`${member.name} (age ${member.age})${registered ? ' — registered' : ''}`}
                />
              );
            })}
          </FormGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={family.length === 0 || chosen.size === 0 || busy}
          onClick={() => onConfirm([...chosen])}
        >
          {busy ? 'Registering...' : 'Confirm'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
