import './messages.ts'; // the screen's texts, registered before it renders
import { lazy } from 'react';
import { Box } from '@mui/material';
import { BooleanField, DataTable, List, SearchInput, SelectInput } from 'react-admin';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { CHANNEL_CHOICES } from './channels.ts';
import { DENGAGE_CALLS, TEMPLATE_LIST_CALLS } from './templateCalls.ts';
import { SelectCell, SelectPageHeader } from '../../selection/SelectCell.tsx';
import { SelectionBar } from '../../selection/SelectionBar.tsx';

// Loaded once something is selected.
const BulkActions = lazy(() => import('./selection/BulkActions.tsx'));

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="channel" source="channel" choices={CHANNEL_CHOICES} />];

export default function TemplateList() {
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <Box sx={{ px: 2 }}>
        <CallActions title={{ en: 'Find and create', es: 'Buscar y crear' }} specs={TEMPLATE_LIST_CALLS} />
        <CallActions title={{ en: 'dEngage contacts', es: 'Contactos de dEngage' }} specs={DENGAGE_CALLS} />
      </Box>
      <SelectionBar actions={BulkActions} />
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col label={<SelectPageHeader />} disableSort>
          <SelectCell />
        </DataTable.Col>
        <DataTable.Col source="id" />
        <DataTable.Col source="name" />
        <DataTable.Col source="channel" />
        <DataTable.Col source="country" />
        <DataTable.Col source="subject" />
        <DataTable.Col source="active">
          <BooleanField source="active" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
