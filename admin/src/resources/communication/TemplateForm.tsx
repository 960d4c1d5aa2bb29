import './messages.ts'; // the screen's texts, registered before it renders
import { BooleanInput, Create, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required, useGetList } from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';
import { VersionedForm } from '../../layout/VersionedForm.tsx';

/** The active template channels by name (the mock refuses any other); the channel is stored by name, not id. */
function ChannelInput() {
  const { data, isPending } = useGetList<{ id: number; name: string }>('templateChannels', {
    filter: { active: true },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  return <SelectInput source="channel" choices={data ?? []} optionValue="name" isPending={isPending} validate={required()} />;
}

/** What a template holds, in the order of its form. */
const FIELDS = ['name', 'channel', 'country', 'subject', 'body', 'active'] as const;

function TemplateInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <ChannelInput />
      <SelectInput
        source="country"
        choices={[
          { id: 'GB', name: 'GB' },
          { id: 'ES', name: 'ES' },
        ]}
      />
      <TextInput source="subject" />
      <TextInput source="body" multiline minRows={4} fullWidth validate={required()} helperText="resources.templates.placeholders" />
      <BooleanInput source="active" />
    </>
  );
}

export function TemplateCreate() {
  return (
    <Create redirect="show">
      {/* No Delete beside Save: a template is deleted from its page or the list, confirmed with a reason (templateCalls.ts). */}
      <SimpleForm
        defaultValues={{ active: true, channel: 'sms' }}
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TemplateInputs />
      </SimpleForm>
    </Create>
  );
}

export function TemplateEdit() {
  return (
    // A template is shared by everyone who sends it: a save over a colleague's edit is refused (409) and shown.
    <Edit redirect="show" mutationMode="pessimistic">
      <VersionedForm fields={FIELDS}>
        <TemplateInputs />
      </VersionedForm>
    </Edit>
  );
}
