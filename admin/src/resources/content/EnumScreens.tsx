import './messages.ts'; // the screen's texts, registered before it renders
import { Create, DataTable, List, SearchInput, SimpleForm, TextInput, required, useTranslate } from 'react-admin';
import { Box, Typography } from '@mui/material';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { AUTOMATION_CALLS } from './contentCalls.ts';

export function EnumList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />, <TextInput key="name" source="name" />]}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={50}
    >
      <Box sx={{ px: 2 }}>
        <CallActions title={{ en: 'Automation', es: 'Automatización' }} specs={AUTOMATION_CALLS} />
      </Box>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="name" />
        <DataTable.Col source="key" />
        <DataTable.Col source="value" />
      </DataTable>
    </List>
  );
}

/** Adds a value to an enumeration (a new name starts a new enumeration); a value is added once. */
export function EnumCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="list">
      <SimpleForm>
        <Typography>{translate('resources.enums.help')}</Typography>
        <TextInput source="name" validate={required()} />
        <TextInput source="key" validate={required()} />
        <TextInput source="value" validate={required()} />
      </SimpleForm>
    </Create>
  );
}
