import './messages.ts'; // the screen's texts, registered before it renders
import type { ReactNode } from 'react';
import {
  Create,
  CreateButton,
  DataTable,
  DeleteButton,
  EditButton,
  List,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  ReferenceManyField,
  SearchInput,
  SelectInput,
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
import { DateField } from '../../fields/DateField.tsx';
import { Typography } from '@mui/material';
import { parentPath, TREE, type TreeLevel } from './treeLevels.ts';

const COUNTRIES = [
  { id: 'GB', name: 'GB' },
  { id: 'ES', name: 'ES' },
];

/** The inputs of a level beyond its name: categories have a country, contents a body and an order. */
function ExtraInputs({ level }: { level: TreeLevel }) {
  if (level.resource === 'categories') return <SelectInput source="country" choices={COUNTRIES} />;
  if (level.resource === 'contents') {
    return (
      <>
        <TextInput source="body" multiline fullWidth minRows={3} />
        <NumberInput source="order" min={1} step={1} />
      </>
    );
  }
  return null;
}

function ParentInput({ level, alwaysOn }: { level: TreeLevel; alwaysOn?: boolean }) {
  if (!level.parent || !level.parentKey) return null;
  const parentField = TREE[level.parent].field;
  return (
    <ReferenceInput source={level.parentKey} reference={level.parent} alwaysOn={alwaysOn}>
      <SelectInput optionText={parentField} validate={alwaysOn ? undefined : required()} />
    </ReferenceInput>
  );
}

function TreeList({ level }: { level: TreeLevel }) {
  const filters = [<SearchInput key="q" source="q" alwaysOn />];
  if (level.parentKey) filters.push(<ParentInput key="parent" level={level} alwaysOn />);
  return (
    <List filters={filters} sort={{ field: 'id', order: 'ASC' }}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source={level.field} />
        {level.parent && level.parentKey ? (
          <DataTable.Col source={level.parentKey}>
            <ReferenceField source={level.parentKey} reference={level.parent} link="show" />
          </DataTable.Col>
        ) : null}
        {level.resource === 'categories' ? <DataTable.Col source="country" /> : null}
        {level.resource === 'contents' ? <DataTable.Col source="order" /> : null}
      </DataTable>
    </List>
  );
}

/** The rows under this one (a category's channels, ...) with a button adding one here. */
function Children({ level }: { level: TreeLevel }) {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record || !level.child || !level.childKey) return null;
  const child = TREE[level.child];
  return (
    <section aria-label={translate(`resources.${child.resource}.name`, { smart_count: 2 })}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`resources.${child.resource}.name`, { smart_count: 2 })}
      </Typography>
      <CreateButton
        resource={child.resource}
        state={{ record: { [level.childKey]: record.id } }}
        label={`resources.${child.resource}.actions.add`}
      />
      <ReferenceManyField reference={child.resource} target={level.childKey} sort={{ field: 'id', order: 'ASC' }} perPage={100}>
        <DataTable
          rowClick={(id) => `/${child.resource}/${id}/show`}
          bulkActionButtons={false}
          empty={<Typography>{translate('pronto.common.none')}</Typography>}
        >
          <DataTable.Col source="id" />
          <DataTable.Col source={child.field} />
        </DataTable>
      </ReferenceManyField>
    </section>
  );
}

function ShowActions({ level }: { level: TreeLevel }) {
  const record = useRecordContext();
  return (
    <TopToolbar>
      <EditButton />
      <DeleteButton mutationMode="pessimistic" redirect={() => parentPath(level, record).slice(1)} />
    </TopToolbar>
  );
}

function TreeShow({ level }: { level: TreeLevel }) {
  return (
    <Show actions={<ShowActions level={level} />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source={level.field} />
        {level.parent && level.parentKey ? <ReferenceField source={level.parentKey} reference={level.parent} link="show" /> : null}
        {level.resource === 'categories' ? <TextField source="country" emptyText="-" /> : null}
        {level.resource === 'contents' ? <TextField source="body" emptyText="-" /> : null}
        {level.resource === 'contents' ? <TextField source="order" emptyText="-" /> : null}
        <DateField source="createdAt" showTime emptyText="-" />
        <Children level={level} />
      </SimpleShowLayout>
    </Show>
  );
}

function Form({ level, children }: { level: TreeLevel; children?: ReactNode }) {
  return (
    <SimpleForm>
      {children}
      <TextInput source={level.field} validate={required()} />
      <ExtraInputs level={level} />
    </SimpleForm>
  );
}

function TreeCreate({ level }: { level: TreeLevel }) {
  return (
    <Create redirect={(_resource, _id, data) => parentPath(level, data).slice(1)}>
      <Form level={level}>
        <ParentInput level={level} />
      </Form>
    </Create>
  );
}

function TreeEdit({ level }: { level: TreeLevel }) {
  return (
    <Edit mutationMode="pessimistic" redirect="show">
      <Form level={level} />
    </Edit>
  );
}

export const CategoryList = () => <TreeList level={TREE.categories} />;
export const CategoryShow = () => <TreeShow level={TREE.categories} />;
export const CategoryCreate = () => <TreeCreate level={TREE.categories} />;
export const CategoryEdit = () => <TreeEdit level={TREE.categories} />;
export const ChannelList = () => <TreeList level={TREE.channels} />;
export const ChannelShow = () => <TreeShow level={TREE.channels} />;
export const ChannelCreate = () => <TreeCreate level={TREE.channels} />;
export const ChannelEdit = () => <TreeEdit level={TREE.channels} />;
export const GroupList = () => <TreeList level={TREE.groups} />;
export const GroupShow = () => <TreeShow level={TREE.groups} />;
export const GroupCreate = () => <TreeCreate level={TREE.groups} />;
export const GroupEdit = () => <TreeEdit level={TREE.groups} />;
export const ContentList = () => <TreeList level={TREE.contents} />;
export const ContentShow = () => <TreeShow level={TREE.contents} />;
export const ContentCreate = () => <TreeCreate level={TREE.contents} />;
export const ContentEdit = () => <TreeEdit level={TREE.contents} />;
