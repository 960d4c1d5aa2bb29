import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import {
  ArrayField,
  BooleanField,
  Button,
  DataTable,
  downloadCSV,
  FilterForm,
  SearchInput,
  NumberField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
} from 'react-admin';
import { Show } from '../../layout/RecordViews.tsx';
import { DateField } from '../../fields/DateField.tsx';
import DownloadIcon from '@mui/icons-material/Download';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { CardActions, type CardRow } from './CardActions.tsx';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { CARD_CHARGE_CALLS, CARD_HISTORY_CALLS, CARD_TRANSACTION_CALLS } from './cardCalls.ts';

const transactionFilters = [<SearchInput key="q" source="q" alwaysOn />];

function ExportTransactions() {
  const card = useRecordContext<CardRow>();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const notify = useNotify();
  if (!card) return null;
  const run = async () => {
    try {
      const csv = await dataProvider.cardTransactionsCsv('cards', { cardId: card.id });
      downloadCSV(typeof csv === 'string' ? csv : JSON.stringify(csv), `card-${card.id}-transactions`);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Button label="resources.cards.actions.exportTransactions" onClick={run}>
      <DownloadIcon />
    </Button>
  );
}

export default function CardShow() {
  return (
    <Show actions={<CardActions />}>
      <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" />}>
        <TabbedShowLayout.Tab label="resources.cards.tabs.details">
          <TextField source="id" />
          <ReferenceField source="customerId" reference="customers" link="show" />
          <TextField source="maskedPan" />
          <TextField source="brand" />
          <TextField source="expiry" />
          <TextField source="status" />
          <TextField source="subStatus" emptyText="-" />
          <BooleanField source="linked" />
          <TextField source="provider" />
          <DateField source="createdAt" />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.cards.tabs.transactions" path="transactions">
          <ExportTransactions />
          {/* Above the list: below it, they moved down under the pointer when the list's rows came in. */}
          <CallActions title={{ en: 'Charges', es: 'Cargos' }} specs={CARD_CHARGE_CALLS} />
          <CallActions title={{ en: 'Transactions', es: 'Transacciones' }} specs={CARD_TRANSACTION_CALLS} />
          <ReferenceManyField
            reference="cardTransactions"
            target="cardId"
            perPage={10}
            pagination={<Pagination />}
            sort={{ field: 'createdAt', order: 'DESC' }}
          >
            <FilterForm filters={transactionFilters} />
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="id" label="resources.cards.fields.id" />
              <DataTable.Col source="createdAt" label="resources.cards.fields.date">
                <DateField source="createdAt" showTime />
              </DataTable.Col>
              <DataTable.Col source="type" label="resources.cards.fields.type" />
              <DataTable.Col source="amount" label="resources.cards.fields.amount">
                <NumberField source="amount" />
              </DataTable.Col>
              <DataTable.Col source="status" label="resources.cards.fields.result" />
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.cards.tabs.history" path="history">
          <ArrayField source="statusHistory">
            <DataTable bulkActionButtons={false}>
              <DataTable.Col source="status" label="resources.cards.fields.status" />
              <DataTable.Col source="createdAt" label="resources.cards.fields.createdAt">
                <DateField source="createdAt" showTime />
              </DataTable.Col>
              <DataTable.Col source="createdBy" />
            </DataTable>
          </ArrayField>
          <CallActions specs={CARD_HISTORY_CALLS} />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
