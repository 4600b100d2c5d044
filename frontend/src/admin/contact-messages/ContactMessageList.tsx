import { CLUB_TIME_ZONE } from '@club/rules';
import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  Datagrid,
  DateField,
  EmailField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  TextField,
  Title,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { ContactMessageDto } from '../../api/generated/types.gen';
import { CLUB } from '../../shared/club';
import { ContactMessageCards } from './ContactMessageCards';
import { MarkHandledButton } from './MarkHandledButton';

const dateOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: CLUB_TIME_ZONE } as const;

function MessageText() {
  const record = useRecordContext<ContactMessageDto>();
  if (!record) return null;
  return (
    <Typography
      variant="body2"
      sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxWidth: '60ch', py: 1 }}
    >
      {record.message}
    </Typography>
  );
}

/** /admin/contact-messages: what visitors sent through the contact form, newest first; mark handled. */
export function ContactMessageList() {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const filters = [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="handled"
      source="handled"
      alwaysOn
      emptyText="club.contact.all"
      choices={[
        { id: 'false', name: 'club.contact.open' },
        { id: 'true', name: 'club.contact.handledFilter' },
      ]}
      parse={(value: string) => (value === '' ? undefined : value === 'true')}
      format={(value: unknown) => (value === undefined || value === null ? '' : String(value))}
    />,
  ];
  return (
    <Box sx={{ py: 2, px: { xs: 1, md: 2 }, minWidth: 0 }}>
      <title>{`${translate('club.contact.title')} – ${CLUB.name}`}</title>
      <Title title={translate('club.contact.title')} />
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('club.contact.title')}
      </Typography>
      <List
        resource="contact-messages"
        title={false}
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={25}
        actions={false}
        empty={
          <Typography color="text.secondary" sx={{ py: 4 }}>
            {translate('club.contact.empty')}
          </Typography>
        }
      >
        {phone ? (
          <ContactMessageCards />
        ) : (
          <Datagrid
            bulkActionButtons={false}
            rowClick="expand"
            expand={<MessageText />}
            // On a phone the columns are wider than the screen: the table scrolls sideways, the page does not.
            sx={{ '& .RaDatagrid-tableWrapper': { overflowX: 'auto' } }}
          >
            <DateField source="createdAt" locales="en-GB" options={dateOptions} showTime />
            <TextField source="name" />
            <EmailField source="email" />
            <TextField source="subject" />
            <FunctionField<ContactMessageDto>
              source="handled"
              render={(record) => (
                <Chip
                  size="small"
                  color={record.handled ? 'success' : 'warning'}
                  label={translate(record.handled ? 'club.contact.handledFilter' : 'club.contact.open')}
                />
              )}
            />
            <MarkHandledButton />
          </Datagrid>
        )}
      </List>
    </Box>
  );
}
