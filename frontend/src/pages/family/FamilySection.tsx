import { useRef, useState } from 'react';
import {
  Alert,
  Avatar,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemAvatar,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { FamilyMemberDto } from '../../api/generated/types.gen';
import { ConfirmDialog } from '../../layout/ConfirmDialog';
import { useToast } from '../../layout/toast';
import { failureMessage } from '../../shared/api-error';
import { FamilyMemberDialog } from './FamilyMemberDialog';
import { FAMILY_MESSAGES, type FamilyValues } from './family-schema';
import { useFamily } from './use-family';
import { LoadErrorOrOffline } from '../../shared/NeedsConnection';

type Editing = { member: FamilyMemberDto | null } | null;

/**
 * A member's family (spec 2 §2 'Your Family' on the dashboard, 'Family members' on the profile):
 * the list with add, edit and delete (after a confirmation), and the spec's messages.
 */
export function FamilySection({
  title,
  headingLevel = 'h2',
  minAge,
}: {
  title: string;
  headingLevel?: 'h2' | 'h3';
  /** The youngest age the add/edit form takes (the dashboard's form: 1). */
  minAge?: number;
}) {
  const toast = useToast();
  const { list, create, update, remove } = useFamily();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<FamilyMemberDto | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `family-${headingLevel}-heading`;

  async function save(values: FamilyValues) {
    const member = editing?.member;
    try {
      if (member) {
        await update.mutateAsync({ path: { id: member.id }, body: values });
        toast.success(FAMILY_MESSAGES.updated);
      } else {
        // A new member sends only what was filled in: the spec's call is {name, age}.
        const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
        await create.mutateAsync({ body: filled as FamilyValues });
        toast.success(FAMILY_MESSAGES.added);
      }
    } catch (error) {
      toast.error(
        failureMessage(error, { rejected: FAMILY_MESSAGES.saveFailed, network: FAMILY_MESSAGES.saveFailed }),
      );
      throw error;
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    try {
      await remove.mutateAsync({ path: { id: toDelete.id } });
      toast.success(FAMILY_MESSAGES.deleted);
      setToDelete(null);
    } catch (error) {
      toast.error(
        failureMessage(error, {
          rejected: FAMILY_MESSAGES.deleteFailed,
          network: FAMILY_MESSAGES.deleteFailed,
        }),
      );
    }
  }

  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography ref={heading} id={headingId} component={headingLevel} variant="h4" tabIndex={-1}>
          {title}
        </Typography>
        <Button
          startIcon={<AddIcon />}
          variant="contained"
          onClick={() => setEditing({ member: null })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Add Family Member
        </Button>
      </Stack>
      {list.isPending ? (
        <Box aria-hidden="true">
          <Skeleton variant="rounded" height={56} sx={{ mb: 1 }} />
          <Skeleton variant="rounded" height={56} />
        </Box>
      ) : list.isError ? (
        <LoadErrorOrOffline error={list.error} onRetry={() => void list.refetch()}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Try Again
              </Button>
            }
          >
            Failed to load family members
          </Alert>
        </LoadErrorOrOffline>
      ) : list.data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No family members added yet. Family members you add can be registered for events with you.
        </Typography>
      ) : (
        <List aria-labelledby={headingId}>
          {list.data.map((member) => (
            <ListItem
              key={member.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={0.5}>
                  <IconButton aria-label={`Edit ${member.name}`} onClick={() => setEditing({ member })}>
                    <EditOutlinedIcon />
                  </IconButton>
                  <IconButton aria-label={`Delete ${member.name}`} onClick={() => setToDelete(member)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              }
            >
              <ListItemAvatar>
                <Avatar src={member.avatarUrl} alt="" slotProps={{ img: { loading: 'lazy' } }}>
                  {member.name.charAt(0).toUpperCase()}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={member.name} secondary={`Age ${member.age}`} />
            </ListItem>
          ))}
        </List>
      )}
      {editing ? (
        <FamilyMemberDialog
          member={editing.member}
          minAge={minAge}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        title={toDelete ? `Delete ${toDelete.name}?` : ''}
        message={FAMILY_MESSAGES.deleteConfirm}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
        focusAfterConfirm={heading}
      />
    </Paper>
  );
}
