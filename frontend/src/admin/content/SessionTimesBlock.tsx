import { ListItemText } from '@mui/material';
import { TextInput } from 'react-admin';
import { toSessionTime } from '../../shared/content-view';
import { ContentItemDialog } from './ContentItemDialog';
import { ContentItemsBlock } from './ContentItemsBlock';
import { sessionSchema, summarizeWith } from './content-sections';

const summarize = summarizeWith(sessionSchema);

/** 'Session Times (Location page)': day, time, activity and participants; add, edit, delete (spec 2 §2). */
export function SessionTimesBlock() {
  return (
    <ContentItemsBlock
      section="session_times"
      texts={{
        title: 'club.content.sessionTimes',
        hint: 'club.content.sessionTimesHint',
        add: 'club.content.session.add',
        empty: 'club.content.session.empty',
        deleted: 'club.content.session.deleted',
        deleteFailed: 'club.content.session.deleteFailed',
        deleteConfirm: 'club.content.session.deleteConfirm',
      }}
      renderItem={(item) => {
        const session = toSessionTime(item);
        return (
          <ListItemText
            primary={`${session.day} · ${session.time}`}
            secondary={`${session.activity} — ${session.participants}`}
          />
        );
      }}
      renderDialog={(editId, close) => (
        <ContentItemDialog
          section="session_times"
          editId={editId}
          schema={sessionSchema}
          summarize={summarize}
          onClose={close}
          texts={{
            addTitle: 'club.content.session.addTitle',
            editTitle: 'club.content.session.editTitle',
            added: 'club.content.session.added',
            updated: 'club.content.session.updated',
            saveFailed: 'club.content.session.saveFailed',
          }}
        >
          <TextInput source="title" label="club.content.session.day" isRequired fullWidth />
          <TextInput source="time" label="club.content.session.time" isRequired fullWidth />
          <TextInput source="description" label="club.content.session.activity" isRequired fullWidth />
          <TextInput source="participants" label="club.content.session.participants" fullWidth />
        </ContentItemDialog>
      )}
    />
  );
}
