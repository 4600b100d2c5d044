import { ListItemAvatar, ListItemText, Avatar } from '@mui/material';
import { TextInput } from 'react-admin';
import { toTeamMember } from '../../shared/content-view';
import { ContentItemDialog } from './ContentItemDialog';
import { ContentItemsBlock } from './ContentItemsBlock';
import { summarizeWith, teamSchema } from './content-sections';

const summarize = summarizeWith(teamSchema);

/** 'Team Members (About page)': avatar, name, role and bio; add, edit, delete (spec 2 §2). */
export function TeamMembersBlock() {
  return (
    <ContentItemsBlock
      section="meet_team"
      texts={{
        title: 'club.content.teamMembers',
        hint: 'club.content.teamMembersHint',
        add: 'club.content.team.add',
        empty: 'club.content.team.empty',
        deleted: 'club.content.team.deleted',
        deleteFailed: 'club.content.team.deleteFailed',
        deleteConfirm: 'club.content.team.deleteConfirm',
      }}
      renderItem={(item) => {
        const member = toTeamMember(item);
        return (
          <>
            <ListItemAvatar>
              <Avatar src={member.avatar ?? undefined} alt="">
                {member.name.charAt(0).toUpperCase()}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={`${member.name} · ${member.role}`} secondary={member.bio} />
          </>
        );
      }}
      renderDialog={(editId, close) => (
        <ContentItemDialog
          section="meet_team"
          editId={editId}
          schema={teamSchema}
          summarize={summarize}
          onClose={close}
          texts={{
            addTitle: 'club.content.team.addTitle',
            editTitle: 'club.content.team.editTitle',
            added: 'club.content.team.added',
            updated: 'club.content.team.updated',
            saveFailed: 'club.content.team.saveFailed',
          }}
        >
          <TextInput source="title" label="club.content.team.name" isRequired fullWidth />
          <TextInput source="role" label="club.content.team.role" isRequired fullWidth />
          <TextInput source="imageUrl" label="club.content.team.avatar" type="url" fullWidth />
          <TextInput source="description" label="club.content.team.bio" multiline minRows={3} fullWidth />
        </ContentItemDialog>
      )}
    />
  );
}
