import {
  BooleanField,
  DataTable,
  DateField,
  downloadCSV,
  SearchInput,
  SelectInput,
  TopToolbar,
  FilterButton,
  Button,
  List,
  useDataProvider,
  useListContext,
  useNotify,
} from 'react-admin';
import DownloadIcon from '@mui/icons-material/Download';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { CustomerStatusField } from './CustomerStatusField.tsx';
import { COUNTRY_CHOICES, STATUS_CHOICES } from '../../statuses/statusChoices.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Name, phone, e-mail, ID" />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} />,
  <SelectInput key="country" source="country" choices={COUNTRY_CHOICES} />,
];

/** Export of the whole filtered list through customer.searchForExportCSV. */
function ExportCsvButton() {
  const { filterValues, sort } = useListContext();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const notify = useNotify();
  const exportCsv = async () => {
    try {
      const csv = await dataProvider.exportCustomers('customers', { filter: filterValues, sort });
      downloadCSV(typeof csv === 'string' ? csv : JSON.stringify(csv), 'customers');
      notify('resources.customers.notifications.exported', { type: 'success' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Button label="resources.customers.actions.export" onClick={exportCsv}>
      <DownloadIcon />
    </Button>
  );
}

/** The newest customers first: staff mostly look for today's applicants. */
const newestFirst = { field: 'id', order: 'DESC' } as const;

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton />
    </TopToolbar>
  );
}

export default function CustomerList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={newestFirst} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="firstName" />
        <DataTable.Col source="lastName" />
        <DataTable.Col source="mobilePhone" />
        <DataTable.Col source="emailAddress" />
        <DataTable.Col source="additionalField" />
        <DataTable.Col source="status" label="resources.customers.fields.status" disableSort>
          <CustomerStatusField />
        </DataTable.Col>
        <DataTable.Col source="country" />
        <DataTable.Col source="blacklisted">
          <BooleanField source="blacklisted" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
