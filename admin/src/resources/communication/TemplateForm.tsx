import { BooleanInput, Create, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, required, useGetList } from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';

/** The active template channels by name (the mock refuses any other); the channel is stored by name, not id. */
function ChannelInput() {
  const { data, isPending } = useGetList<{ id: number; name: string }>('templateChannels', {
    filter: { active: true },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: 100 },
  });
  return <SelectInput source="channel" choices={data ?? []} optionValue="name" isPending={isPending} validate={required()} />;
}

function TemplateFields({ creating }: { creating: boolean }) {
  return (
    // No Delete beside Save: a template is deleted from its page or the list, confirmed with a reason (templateCalls.ts).
    <SimpleForm
      defaultValues={creating ? { active: true, channel: 'sms' } : undefined}
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
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
    </SimpleForm>
  );
}

export function TemplateCreate() {
  return (
    <Create redirect="show">
      <TemplateFields creating />
    </Create>
  );
}

export function TemplateEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic">
      <TemplateFields creating={false} />
    </Edit>
  );
}
