import { Avatar, Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import EditIcon from '@mui/icons-material/Create';
import { useNavigate } from 'react-router-dom';
import { Datagrid, DateField, FunctionField, List, SimpleList, TextField, useTranslate } from 'react-admin';
import type { AchievementDto } from '../../api/generated/types.gen';
import { placeLabel } from '../../shared/place-label';
import type { DialogRoute } from '../dialogs/dialog-route';
import { DialogLinkButton } from '../dialogs/DialogLinkButton';
import { AchievementDeleteButton } from './AchievementDeleteButton';
import { achievementPerson } from './achievement-person';

function NoAchievements() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 4, width: '100%' }}>
      <EmojiEventsOutlinedIcon aria-hidden="true" sx={{ fontSize: 48, color: 'text.secondary' }} />
      <Typography variant="h6" component="p">
        {translate('club.achievements.emptyTitle')}
      </Typography>
      <Typography color="text.secondary">{translate('club.achievements.emptyMessage')}</Typography>
    </Box>
  );
}

const dateOptions = { dateStyle: 'medium', timeZone: 'UTC' } as const;

/**
 * 'All Achievements' (spec 2 §2): User, Type, Title, Date, Place (1st, 2nd, 3rd or a dash), Actions;
 * a family member's row names them, their member's family and their age. Edit opens the achievement
 * dialog over the table.
 */
export function AchievementList({ route }: { route: DialogRoute }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  // Six columns do not fit a phone: there each achievement is a line that opens it (edit, delete).
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <List
      resource="achievements"
      title={false}
      disableSyncWithLocation
      storeKey="admin.dashboard.achievements"
      sort={{ field: 'date', order: 'DESC' }}
      perPage={25}
      actions={false}
      empty={<NoAchievements />}
    >
      {phone ? (
        <SimpleList<AchievementDto>
          primaryText={(record) => record.title}
          secondaryText={(record) => `${achievementPerson(record).name} · ${placeLabel(record.place)}`}
          tertiaryText={(record) => translate(`club.achievements.types.${record.type}`)}
          rowClick={(id) => {
            const link = route.editLink(id);
            void navigate(link.to, { state: link.state });
            return false;
          }}
          empty={<NoAchievements />}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<NoAchievements />}>
          <FunctionField<AchievementDto>
            label="club.achievements.user"
            render={(record) => {
              const person = achievementPerson(record);
              return (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Avatar src={person.avatar ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                    {person.name.charAt(0)}
                  </Avatar>
                  <Box>
                    <Typography variant="body2">{person.name}</Typography>
                    {person.detail ? (
                      <Typography variant="caption" color="text.secondary">
                        {person.detail}
                      </Typography>
                    ) : null}
                  </Box>
                </Stack>
              );
            }}
          />
          <FunctionField<AchievementDto>
            source="type"
            render={(record) => translate(`club.achievements.types.${record.type}`)}
          />
          <TextField source="title" />
          <DateField source="date" locales="en-GB" options={dateOptions} />
          <FunctionField<AchievementDto> source="place" render={(record) => placeLabel(record.place)} />
          <FunctionField<AchievementDto>
            label="club.achievements.actions"
            render={(record) => (
              <Stack direction="row">
                <DialogLinkButton
                  link={route.editLink(record.id)}
                  label="ra.action.edit"
                  icon={<EditIcon />}
                  aria-label={`${translate('ra.action.edit')} ${record.title}`}
                />
                <AchievementDeleteButton />
              </Stack>
            )}
          />
        </Datagrid>
      )}
    </List>
  );
}
