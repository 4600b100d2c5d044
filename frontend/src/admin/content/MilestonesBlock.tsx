import { ListItemText } from '@mui/material';
import { NumberInput, TextInput } from 'react-admin';
import { toMilestone } from '../../shared/content-view';
import { ContentItemDialog } from './ContentItemDialog';
import { ContentItemsBlock } from './ContentItemsBlock';
import { milestoneSchema, summarizeWith, withMilestoneDate } from './content-sections';

const summarize = summarizeWith(milestoneSchema);

/** 'Our Journey Milestones': year, title and description; add, edit, delete (spec 2 §2). */
export function MilestonesBlock() {
  return (
    <ContentItemsBlock
      section="our_journey"
      texts={{
        title: 'club.content.milestones',
        hint: 'club.content.milestonesHint',
        add: 'club.content.milestone.add',
        empty: 'club.content.milestone.empty',
        deleted: 'club.content.milestone.deleted',
        deleteFailed: 'club.content.milestone.deleteFailed',
        deleteConfirm: 'club.content.milestone.deleteConfirm',
      }}
      renderItem={(item) => {
        const milestone = toMilestone(item);
        return (
          <ListItemText
            primary={`${milestone.year} · ${milestone.title}`}
            secondary={milestone.description}
          />
        );
      }}
      renderDialog={(editId, close) => (
        <ContentItemDialog
          section="our_journey"
          editId={editId}
          schema={milestoneSchema}
          summarize={summarize}
          transform={withMilestoneDate}
          onClose={close}
          texts={{
            addTitle: 'club.content.milestone.addTitle',
            editTitle: 'club.content.milestone.editTitle',
            added: 'club.content.milestone.added',
            updated: 'club.content.milestone.updated',
            saveFailed: 'club.content.milestone.saveFailed',
          }}
        >
          <NumberInput
            source="year"
            label="club.content.milestone.year"
            isRequired
            min={1900}
            max={2099}
            step={1}
          />
          <TextInput source="title" label="club.content.milestone.title" isRequired fullWidth />
          <TextInput
            source="description"
            label="club.content.milestone.description"
            multiline
            minRows={3}
            fullWidth
          />
        </ContentItemDialog>
      )}
    />
  );
}
