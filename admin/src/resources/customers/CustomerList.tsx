import {
  BooleanField,
  ColumnsButton,
  DataTable,
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
  useTranslate,
} from 'react-admin';
import { lazy, Suspense } from 'react';
import { LinearProgress, useMediaQuery, type Theme } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { CustomerStatusField } from './CustomerStatusField.tsx';
import { COUNTRY_CHOICES, STATUS_CHOICES } from '../../statuses/statusChoices.ts';
import { DateField } from '../../fields/DateField.tsx';
import { EnumField } from '../../fields/EnumField.tsx';
import { TruncatedField } from '../../fields/TruncatedField.tsx';
import { ShowLink } from '../../fields/ShowLink.tsx';
import { SelectCell, SelectPageHeader } from '../../selection/SelectCell.tsx';
import { SelectionBar } from '../../selection/SelectionBar.tsx';
import { NEWEST_FIRST } from './listParams.ts';

/** The search box, its hint in the console's language. */
function CustomerSearch(props: { source: string; alwaysOn: boolean }) {
  const translate = useTranslate();
  return <SearchInput {...props} placeholder={translate('resources.customers.search')} />;
}

const filters = [
  <CustomerSearch key="q" source="q" alwaysOn />,
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

/** Shown by default: what fits 1280 px; the rest is one click away in Columns. */
const HIDDEN_BY_DEFAULT = ['additionalField', 'country', 'blacklisted'];

function ListActions() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <TopToolbar>
      <FilterButton />
      {!phone && <ColumnsButton />}
      <ExportCsvButton />
    </TopToolbar>
  );
}

// Phones only: the desktop list does not load react-admin's SimpleList and its list items.
const PhoneList = lazy(() => import('./CustomerPhoneList.tsx'));
// Loaded once something is selected.
const BulkActions = lazy(() => import('./selection/BulkActions.tsx'));

export default function CustomerList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List filters={filters} actions={<ListActions />} sort={NEWEST_FIRST} exporter={false}>
      {phone ? (
        <Suspense fallback={<LinearProgress />}>
          <PhoneList />
        </Suspense>
      ) : (
        <>
          <SelectionBar actions={BulkActions} />
          <DataTable rowClick="show" bulkActionButtons={false} hiddenColumns={HIDDEN_BY_DEFAULT}>
            <DataTable.Col label={<SelectPageHeader />} disableSort>
              <SelectCell />
            </DataTable.Col>
            <DataTable.Col source="id" />
            <DataTable.Col source="lastName" label="resources.customers.fields.fullName">
              <ShowLink>
                <TruncatedField source="firstName" also={['lastName']} maxWidth={190} />
              </ShowLink>
            </DataTable.Col>
            <DataTable.Col source="mobilePhone" />
            <DataTable.Col source="emailAddress">
              <TruncatedField source="emailAddress" maxWidth={220} />
            </DataTable.Col>
            <DataTable.Col source="additionalField" />
            <DataTable.Col source="status" label="resources.customers.fields.status" disableSort>
              <CustomerStatusField />
            </DataTable.Col>
            <DataTable.Col source="country">
              <EnumField source="country" name="country" />
            </DataTable.Col>
            <DataTable.Col source="blacklisted">
              <BooleanField source="blacklisted" />
            </DataTable.Col>
            <DataTable.Col source="createdAt">
              <DateField source="createdAt" />
            </DataTable.Col>
          </DataTable>
        </>
      )}
    </List>
  );
}
