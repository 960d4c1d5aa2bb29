import './messages.ts'; // the screen's texts, registered before it renders
import { useQuery } from '@tanstack/react-query';
import { Box, Typography } from '@mui/material';
import {
  Create,
  DataTable,
  List,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useDataProvider,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';
import { VersionedForm } from '../../layout/VersionedForm.tsx';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';

const CULTURES = [
  { id: 'en-GB', name: 'en-GB' },
  { id: 'es-ES', name: 'es-ES' },
];

export function TranslationList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="culture" source="culture" choices={CULTURES} alwaysOn />]}
      sort={{ field: 'key', order: 'ASC' }}
    >
      <DataTable rowClick="edit" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="culture" />
        <DataTable.Col source="key" />
        <DataTable.Col source="value" />
      </DataTable>
    </List>
  );
}

/** What the translation call answers for this culture and key right now (the value the apps get). */
function InUse() {
  const record = useRecordContext<{ culture: string; key: string }>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const answer = useQuery({
    queryKey: ['translations', 'inUse', record?.culture, record?.key, record],
    queryFn: () => dataProvider.translationByKey('translations', { culture: String(record?.culture), key: String(record?.key) }),
    enabled: record !== undefined,
  });
  if (!record) return null;
  return (
    <Box component="section" aria-label={translate('resources.translations.inUse')} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.translations.inUse')}
      </Typography>
      <Typography data-testid="translation-in-use">{answer.data?.value ?? '-'}</Typography>
    </Box>
  );
}

export function TranslationEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} aside={<InUse />}>
      {/* Every screen showing the text reads this row: a save over a colleague's edit is refused (409) and shown. */}
      <VersionedForm fields={['value']}>
        <TextInput source="culture" disabled />
        <TextInput source="key" disabled />
        <TextInput source="value" validate={required()} multiline fullWidth />
      </VersionedForm>
    </Edit>
  );
}

export function TranslationCreate() {
  return (
    <Create redirect="list">
      <SimpleForm defaultValues={{ culture: 'en-GB' }}>
        <SelectInput source="culture" choices={CULTURES} validate={required()} />
        <TextInput source="key" validate={required()} />
        <TextInput source="value" validate={required()} multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
