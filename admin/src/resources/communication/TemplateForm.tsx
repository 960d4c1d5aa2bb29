import { BooleanInput, Create, Edit, SelectInput, SimpleForm, TextInput, required } from 'react-admin';
import { CHANNEL_CHOICES } from './channels.ts';

function TemplateFields({ creating }: { creating: boolean }) {
  return (
    <SimpleForm defaultValues={creating ? { active: true, channel: 'sms' } : undefined}>
      <TextInput source="name" validate={required()} />
      <SelectInput source="channel" choices={CHANNEL_CHOICES} validate={required()} />
      <SelectInput source="country" choices={[{ id: 'GB', name: 'GB' }, { id: 'ES', name: 'ES' }]} />
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
