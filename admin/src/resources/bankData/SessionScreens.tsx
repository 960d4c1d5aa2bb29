import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the bank account field labels, registered before it renders
import type { ReactNode } from 'react';
import { Alert, Button as MuiButton, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  Create,
  DataTable,
  FunctionField,
  List,
  ReferenceField,
  SelectInput,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../../layout/RecordViews.tsx';
import { DateField } from '../../fields/DateField.tsx';
import type { ScrapeResults } from '../../providers/bankData.ts';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { accountText, seconds, sessionFileName } from './format.ts';
import { CustomerInput } from '../../people/CustomerInput.tsx';

const T = 'resources.scrapeSessions';
// A token scrape is in progress until it is continued (bankscraper.tokenScrapeSession).
const STATUSES = ['completed', 'failed', 'inProgress'] as const;
const STATUS_COLOURS = { completed: 'success', failed: 'error', inProgress: 'default' } as const;
const PURPOSES = ['account', 'collection'].map((id) => ({ id, name: `${T}.purposes.${id}` }));
const STATUS_CHOICES = STATUSES.map((id) => ({ id, name: `${T}.statuses.${id}` }));

interface ScrapeSession {
  id: number;
  customerId: number;
  status: (typeof STATUSES)[number];
  error: string | null;
  durationMs: number;
  results: ScrapeResults | null;
}

/** `label` is read by the show layout. */
function StatusField(_: { label?: string }) {
  const record = useRecordContext<ScrapeSession>();
  const translate = useTranslate();
  if (!record) return null;
  return <Chip size="small" color={STATUS_COLOURS[record.status]} label={translate(`${T}.statuses.${record.status}`)} />;
}

const Duration = ({ label }: { label?: string }) => (
  <FunctionField<ScrapeSession> label={label} render={(r) => `${seconds(r.durationMs)} s`} />
);

export function ScrapeSessionList() {
  return (
    <List
      filters={[
        <CustomerInput key="customerId" source="customerId" required={false} alwaysOn />,
        <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
      ]}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="provider" />
        <DataTable.Col source="bankName" />
        <DataTable.Col source="status">
          <StatusField />
        </DataTable.Col>
        <DataTable.Col source="durationMs">
          <Duration />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" showTime />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

export function ScrapeSessionCreate() {
  const translate = useTranslate();
  return (
    <Create redirect="show">
      <SimpleForm defaultValues={{ purpose: 'account' }}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate(`${T}.createHelp`)}
        </Typography>
        <CustomerInput source="customerId" />
        <SelectInput source="purpose" choices={PURPOSES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}

/** Saves the session's raw results (bankscraper.getSessionResultJsonAsTxt) as a .txt file. */
function DownloadButton() {
  const record = useRecordContext<ScrapeSession>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const download = useMutation({
    mutationFn: () => dataProvider.sessionResultText('scrapeSessions', { sessionId: Number(record?.id) }),
    onSuccess: (text) => {
      const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = sessionFileName(Number(record?.id));
      link.click();
      URL.revokeObjectURL(url);
      notify(`${T}.notifications.downloaded`, { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <MuiButton size="small" onClick={() => download.mutate()} disabled={!record || download.isPending}>
      {translate(`${T}.actions.download`)}
    </MuiButton>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <section>
      <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
        {translate(title)}
      </Typography>
      {children}
    </section>
  );
}

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** The scrape results as tables: holder, accounts with balances, transactions (newest first). */
function Results() {
  const record = useRecordContext<ScrapeSession>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.results) return <Alert severity={record.error ? 'error' : 'info'}>{record.error ?? translate(`${T}.noResults`)}</Alert>;
  const { holder, accounts, transactions } = record.results;
  const currency = accounts[0]?.currency ?? '';
  return (
    <div>
      <Section title={`${T}.holder`}>
        <Table size="small" aria-label={translate(`${T}.holder`)} sx={{ maxWidth: 520 }}>
          <TableBody>
            {(['name', 'email', 'phone'] as const).map((key) => (
              <TableRow key={key}>
                <TableCell component="th">{translate(`${T}.holder${key[0]?.toUpperCase()}${key.slice(1)}`)}</TableCell>
                <TableCell>{holder[key]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section title={`${T}.accounts`}>
        <Table size="small" aria-label={translate(`${T}.accounts`)} sx={{ maxWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.bankAccounts.fields.iban')}</TableCell>
              <TableCell>{translate('resources.bankAccounts.fields.bankName')}</TableCell>
              <TableCell align="right">{translate(`${T}.balance`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((a) => (
              <TableRow key={a.iban}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{accountText(a)}</TableCell>
                <TableCell>{a.bankName}</TableCell>
                <TableCell align="right">{money(a.balance, a.currency)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
      <Section title={`${T}.transactions`}>
        <Table size="small" aria-label={translate(`${T}.transactions`)} sx={{ maxWidth: 720 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.date`)}</TableCell>
              <TableCell>{translate(`${T}.description`)}</TableCell>
              <TableCell align="right">{translate(`${T}.amount`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {transactions.map((t, n) => (
              <TableRow key={n}>
                <TableCell>{t.date}</TableCell>
                <TableCell>{t.description}</TableCell>
                <TableCell align="right" sx={{ color: t.amount < 0 ? 'error.main' : 'success.main' }}>
                  {money(t.amount, currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </div>
  );
}

export function ScrapeSessionShow() {
  const translate = useTranslate();
  return (
    <Show
      actions={
        <TopToolbar>
          <DownloadButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="customerId" reference="customers" link="show" />
        <TextField source="provider" />
        <TextField source="bankName" emptyText="-" />
        <FunctionField<{ purpose?: string }> source="purpose" render={(r) => (r.purpose ? translate(`${T}.purposes.${r.purpose}`) : '-')} />
        <StatusField label={`${T}.fields.status`} />
        <Duration label={`${T}.fields.durationMs`} />
        <TextField source="startedBy" />
        <DateField source="createdAt" showTime />
        <Results />
      </SimpleShowLayout>
    </Show>
  );
}
