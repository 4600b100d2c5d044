import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, Title, useBasename, useTranslate, type SortPayload } from 'react-admin';
import { CLUB } from '../../shared/club';
import type { DialogLink } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';
import { BackButton } from './BackButton';

/**
 * The frame of a spec 2 manager that shows its records as cards (events, releases, artwork): page title, Back,
 * heading and subtitle from `club.<resource>.*`, the Add button (its dialog opens over the list), and every
 * record of the resource in one list.
 */
export function CardManagerPage({
  resource,
  sort,
  back,
  createLink,
  children,
}: {
  resource: string;
  sort: SortPayload;
  /** Where Back goes; the admin dashboard by default. */
  back?: string;
  /** Where Add goes: the list's add dialog. */
  createLink: DialogLink;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const basename = useBasename();
  const title = translate(`club.${resource}.title`);
  return (
    <Box component="section" sx={{ py: 2, px: { xs: 1, md: 2 } }}>
      <title>{`${title} – ${CLUB.name}`}</title>
      <Title title={title} />
      <BackButton to={back ?? (basename || '/')} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, my: 2 }}
      >
        <div>
          <Typography variant="h4" component="h1">
            {title}
          </Typography>
          <Typography color="text.secondary">{translate(`club.${resource}.subtitle`)}</Typography>
        </div>
        <DialogLinkButton
          link={createLink}
          label={`club.${resource}.add`}
          icon={<AddIcon />}
          variant="contained"
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        />
      </Stack>
      <ListBase resource={resource} perPage={500} sort={sort} disableSyncWithLocation>
        {children}
      </ListBase>
    </Box>
  );
}
