import { readDay, ukDayOf } from '@club/rules';
import { BooleanInput, NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { EVENT_TYPE_CHOICES } from './event-choices';
import type { EventFormRules } from './EventForm';

/** A served date-time shows as its UK day; a day typed in the form stays as typed. */
const formatDay = (value: unknown): string =>
  typeof value !== 'string' ? '' : readDay(value) ? value : ukDayOf(value);

/**
 * The event dialog's fields (spec 2 §3, 'Admin form entities'): type defaults to Tournament. The events
 * manager's form requires the time and description too; the dashboard's quick form only title and date.
 */
export function EventFormFields({ rules }: { rules: EventFormRules }) {
  const full = rules === 'manager';
  const translate = useTranslate();
  return (
    <>
      <TextInput source="title" isRequired fullWidth />
      <SelectInput source="type" choices={EVENT_TYPE_CHOICES} />
      <TextInput
        source="date"
        type="date"
        isRequired
        format={formatDay}
        parse={(value: string) => value}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {/* Text, not a time picker: the club's events have a start and an end ('18:30–21:30'). */}
      <TextInput source="time" isRequired={full} helperText={translate('club.events.timeHelp')} />
      <TextInput source="location" fullWidth />
      <TextInput source="description" multiline minRows={3} isRequired={full} fullWidth />
      <NumberInput
        source="maxAttendees"
        min={1}
        step={1}
        helperText={translate('club.events.maxAttendeesHelp')}
      />
      <TextInput source="image" type="url" fullWidth />
      <BooleanInput source="isActive" />
    </>
  );
}
