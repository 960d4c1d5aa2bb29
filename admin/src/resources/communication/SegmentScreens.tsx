import './messages.ts'; // the screen's texts, registered before it renders
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import {
  ArrayField,
  ArrayInput,
  Create,
  DataTable,
  DeleteButton,
  EditButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleFormIterator,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Edit, Show } from '../../layout/RecordViews.tsx';
import { VersionedForm } from '../../layout/VersionedForm.tsx';
import { DateField } from '../../fields/DateField.tsx';
import { CRITERION_CHOICES, criteriaText } from './criteria.ts';

interface Segment {
  id: number;
  name: string;
  criteria?: unknown;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />];

const Criteria = () => <FunctionField<Segment> source="criteria" render={(s) => criteriaText(s.criteria)} />;

/** Segments (getAllSegments): the customers column is how many customers the criteria select now. */
export function SegmentList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="description" />
        <DataTable.Col source="criteria" disableSort>
          <Criteria />
        </DataTable.Col>
        <DataTable.NumberCol source="customers" />
      </DataTable>
    </List>
  );
}

/** Opens the bulk send page with this segment chosen. */
function SendToSegment() {
  const segment = useRecordContext<Segment>();
  const translate = useTranslate();
  if (!segment) return null;
  return (
    <Button size="small" component={RouterLink} to={`/bulk-send?segmentId=${segment.id}`}>
      {translate('resources.segments.actions.send')}
    </Button>
  );
}

function SegmentShowActions() {
  return (
    <TopToolbar>
      <SendToSegment />
      <EditButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}

export function SegmentShow() {
  return (
    <Show actions={<SegmentShowActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="description" />
        <NumberField source="customers" />
        <ArrayField source="criteria">
          <DataTable bulkActionButtons={false} hover={false}>
            <DataTable.Col source="field" />
            <DataTable.Col source="value" />
          </DataTable>
        </ArrayField>
        <TextField source="createdBy" emptyText="-" />
        <DateField source="createdAt" showTime />
      </SimpleShowLayout>
    </Show>
  );
}

// The criteria are a list: the refusal of a stale save names the plain fields saved since, not the list.
const SEGMENT_FIELDS = ['name', 'description'] as const;

function SegmentInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} />
      <TextInput source="description" fullWidth />
      <ArrayInput source="criteria">
        <SimpleFormIterator inline disableReordering>
          <SelectInput source="field" label="resources.segments.fields.field" choices={CRITERION_CHOICES} validate={required()} />
          <TextInput
            source="value"
            label="resources.segments.fields.value"
            validate={required()}
            helperText="resources.segments.valueHelp"
          />
        </SimpleFormIterator>
      </ArrayInput>
    </>
  );
}

export function SegmentCreate() {
  return (
    <Create redirect="show" record={{ criteria: [{ field: 'country', value: 'GB' }] }}>
      <SimpleForm>
        <SegmentInputs />
      </SimpleForm>
    </Create>
  );
}

// Scheduled sends and bulk sends go to the segment: a save over a colleague's edit is refused (409) and shown.
export function SegmentEdit() {
  return (
    <Edit redirect="show" mutationMode="pessimistic">
      <VersionedForm fields={SEGMENT_FIELDS} actions={<DeleteButton mutationMode="pessimistic" />}>
        <SegmentInputs />
      </VersionedForm>
    </Edit>
  );
}
