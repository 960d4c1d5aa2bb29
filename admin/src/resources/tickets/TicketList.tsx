import '../../records/messages.ts'; // the column and filter labels, registered before it renders
import { Box } from '@mui/material';
import { lazy } from 'react';
import { SelectCell, SelectPageHeader } from '../../selection/SelectCell.tsx';
import { SelectionBar } from '../../selection/SelectionBar.tsx';
import { BooleanField, DataTable, ExportButton, List, ReferenceField, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import { NewTicketButton } from '../../actions/NewTicketButton.tsx';
import { DateField } from '../../fields/DateField.tsx';
import { ShowLink } from '../../fields/ShowLink.tsx';
import { EnumField } from '../../fields/EnumField.tsx';
import { AssigneeField } from '../../people/AssigneeField.tsx';
import { TruncatedField } from '../../fields/TruncatedField.tsx';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { TICKET_STATE_CALLS } from './ticketCalls.ts';

const QUEUES = ['open', 'unissued', 'mine', 'all'].map((q) => ({ id: q, name: `resources.tickets.queues.${q}` }));

const filters = [
  <SelectInput key="queue" source="queue" choices={QUEUES} alwaysOn label="resources.tickets.fields.queue" />,
  <SearchInput key="q" source="q" alwaysOn />,
];

// Loaded once something is selected.
const BulkActions = lazy(() => import('./selection/BulkActions.tsx'));

const actions = (
  <TopToolbar>
    <NewTicketButton />
    <ExportButton />
  </TopToolbar>
);

export default function TicketList() {
  return (
    <List actions={actions} filters={filters} filterDefaultValues={{ queue: 'open' }} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <Box sx={{ px: 2 }}>
        <CallActions title={{ en: 'Queues at a glance', es: 'Colas de un vistazo' }} specs={TICKET_STATE_CALLS} />
      </Box>
      <SelectionBar actions={BulkActions} />
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col label={<SelectPageHeader />} disableSort>
          <SelectCell />
        </DataTable.Col>
        <DataTable.Col source="id" />
        <DataTable.Col source="subject">
          <ShowLink>
            <TruncatedField source="subject" maxWidth={320} />
          </ShowLink>
        </DataTable.Col>
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="status">
          <EnumField source="status" name="ticketStatus" chip />
        </DataTable.Col>
        <DataTable.Col source="assignedTo">
          <AssigneeField source="assignedTo" />
        </DataTable.Col>
        <DataTable.Col source="read">
          <BooleanField source="read" />
        </DataTable.Col>
        <DataTable.Col source="updatedAt">
          <DateField source="updatedAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
