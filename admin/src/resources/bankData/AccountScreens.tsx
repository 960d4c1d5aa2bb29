import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button as MuiButton, Chip, Link as MuiLink, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Link } from 'react-router-dom';
import {
  BooleanField,
  Create,
  DataTable,
  List,
  ReferenceField,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useDataProvider,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { Show } from '../../layout/RecordViews.tsx';
import { DateField } from '../../fields/DateField.tsx';
import type { BankAccount, SalaryDate } from '../../providers/bankData.ts';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { CardPriorityTable } from './CardPriorityTable.tsx';
import { ScrapePanel } from './ScrapePanel.tsx';
import { accountText, otherOwners, sharedIbanMap } from './format.ts';
import { CustomerInput } from '../../people/CustomerInput.tsx';

const T = 'resources.bankAccounts';

/** Customers sharing an IBAN, from FindDuplicateAccounts (one call for the whole list). */
function useSharedIbans() {
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { data } = useQuery({ queryKey: ['bankAccounts', 'duplicates'], queryFn: () => dataProvider.duplicateAccounts('bankAccounts') });
  return sharedIbanMap(data);
}

function CustomerLinks({ ids }: { ids: number[] }) {
  const translate = useTranslate();
  return (
    <>
      {ids.map((id) => (
        <MuiLink key={id} component={Link} to={`/customers/${id}/show`} sx={{ mr: 1 }} onClick={(e) => e.stopPropagation()}>
          {translate(`${T}.sharedWithCustomer`, { id })}
        </MuiLink>
      ))}
    </>
  );
}

/** `label` is read by the show layout. */
function AccountField(_: { label?: string }) {
  const record = useRecordContext<BankAccount>();
  return record ? <span style={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{accountText(record)}</span> : null;
}

/** A "Duplicate" chip and the other customers, when the IBAN is on more than one customer. */
function SharedField({ shared }: { shared: Map<string, number[]> }) {
  const record = useRecordContext<BankAccount>();
  const translate = useTranslate();
  const others = record ? otherOwners(record, shared) : [];
  if (others.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="small" color="error" label={translate(`${T}.duplicate`)} />
      <CustomerLinks ids={others} />
    </Stack>
  );
}

/** Strips the spaces of a typed IBAN so that it matches the stored one; other text is left alone. */
const searchText = (value: string) => (/^[A-Za-z]{2}\d{2}[\dA-Za-z ]*$/.test(value) ? value.replace(/\s/g, '') : value);

export function BankAccountList() {
  const shared = useSharedIbans();
  return (
    <List
      filters={[
        <TextInput key="q" source="q" parse={searchText} alwaysOn />,
        <CustomerInput key="customerId" source="customerId" required={false} alwaysOn />,
      ]}
      sort={{ field: 'id', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="customerId">
          <ReferenceField source="customerId" reference="customers" link="show" />
        </DataTable.Col>
        <DataTable.Col source="account" disableSort>
          <AccountField />
        </DataTable.Col>
        <DataTable.Col source="bankName" />
        <DataTable.Col source="verified">
          <BooleanField source="verified" />
        </DataTable.Col>
        <DataTable.Col source="source" />
        <DataTable.Col source="sharedWith" disableSort>
          <SharedField shared={shared} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

/** Fills the IBAN input with a valid made-up one (bankscraper.randomIban), for tests and training. */
function RandomIbanButton() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { setValue } = useFormContext();
  const fill = (country: 'GB' | 'ES') =>
    dataProvider
      .bankRandomIban('bankAccounts', { country })
      .then((iban) => setValue('iban', iban, { shouldDirty: true }))
      .catch((error: Error) => notify(error.message, { type: 'error' }));
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
      {(['GB', 'ES'] as const).map((country) => (
        <MuiButton key={country} size="small" onClick={() => void fill(country)}>
          {translate(`${T}.actions.randomIban`)} {country}
        </MuiButton>
      ))}
    </Stack>
  );
}

export function BankAccountCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <CustomerInput source="customerId" />
        <TextInput source="iban" validate={required()} helperText={`${T}.ibanHelp`} sx={{ minWidth: 340 }} />
        <RandomIbanButton />
        <TextInput source="bankName" />
      </SimpleForm>
    </Create>
  );
}

function DetailsPanel() {
  const record = useRecordContext<BankAccount>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { data } = useQuery({
    queryKey: ['bankAccounts', 'details', record?.customerId, record?.id],
    queryFn: () => dataProvider.accountsWithBankDetails('bankAccounts', { customerId: Number(record?.customerId) }),
    enabled: record !== undefined,
  });
  const account = data?.find((a) => a.id === record?.id);
  if (!account?.bankDetails) return null;
  const rows = Object.entries(account.bankDetails).filter(([, v]) => v !== null);
  return (
    <section>
      <Typography variant="subtitle1" component="h2">
        {translate(`${T}.details`)}
      </Typography>
      <Table size="small" aria-label={translate(`${T}.details`)} sx={{ maxWidth: 520 }}>
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell component="th">{translate(`${T}.detail.${key}`)}</TableCell>
              <TableCell>{value}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th">{translate(`${T}.fields.sharedWith`)}</TableCell>
            <TableCell>
              {account.sharedWith?.length ? (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Chip size="small" color="error" label={translate(`${T}.duplicate`)} />
                  <CustomerLinks ids={account.sharedWith} />
                </Stack>
              ) : (
                translate(`${T}.notShared`)
              )}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </section>
  );
}

/** Which account of the customer a loan would be paid into, and why. */
function EligiblePanel() {
  const record = useRecordContext<BankAccount>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { data } = useQuery({
    queryKey: ['bankAccounts', 'eligible', record?.customerId, record?.verified],
    queryFn: () => dataProvider.eligibleBankAccount('bankAccounts', { customerId: Number(record?.customerId) }),
    enabled: record !== undefined,
  });
  if (!data) return null;
  const account = data.account;
  return (
    <section aria-label={translate(`${T}.eligible`)}>
      <Typography variant="subtitle1" component="h2">
        {translate(`${T}.eligible`)}
      </Typography>
      <Typography data-testid="eligible-account">
        {account ? (
          <>
            <MuiLink component={Link} to={`/bankAccounts/${account.id}/show`}>
              {accountText(account)}
            </MuiLink>
            {account.id === record?.id ? ` (${translate(`${T}.thisAccount`)})` : ''}
            {' — '}
          </>
        ) : null}
        {data.reason}
      </Typography>
    </section>
  );
}

/** "Find salary date": reads the salary day from the customer's latest scrape results. */
function SalaryPanel() {
  const record = useRecordContext<BankAccount>();
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const [found, setFound] = useState<SalaryDate | null>(null);
  const find = useMutation({
    mutationFn: () => dataProvider.findSalaryDate('bankAccounts', { customerId: Number(record?.customerId) }),
    onSuccess: (result) => {
      setFound(result);
      notify(`${T}.notifications.salaryFound`, { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <section>
      <Typography variant="subtitle1" component="h2">
        {translate(`${T}.salary`)}
      </Typography>
      <MuiButton size="small" onClick={() => find.mutate()} disabled={find.isPending}>
        {translate(`${T}.actions.findSalaryDate`)}
      </MuiButton>
      {found && (
        <Alert severity="info" role="status" sx={{ mt: 1 }}>
          {translate(`${T}.salaryResult`, {
            day: found.salaryDay,
            next: found.nextSalaryDate,
            count: found.basedOn,
            session: found.sessionId,
          })}
        </Alert>
      )}
      {find.error && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {find.error.message}
        </Alert>
      )}
    </section>
  );
}

function ShowActions() {
  const record = useRecordContext<BankAccount>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <TopToolbar>
      <RpcButton
        label={`${T}.actions.scrape`}
        success={`${T}.notifications.scraped`}
        params={{ customerId: record.customerId }}
        call={(dp, p) => dp.startScrape('bankAccounts', p)}
      />
      <MuiButton size="small" component={Link} to={`/customers/${record.customerId}/show`}>
        {translate(`${T}.actions.openCustomer`)}
      </MuiButton>
    </TopToolbar>
  );
}

function ScrapeInfo() {
  const record = useRecordContext<BankAccount>();
  return record ? <ScrapePanel customerId={record.customerId} /> : null;
}

function CustomerCards() {
  const record = useRecordContext<BankAccount>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <section>
      <Typography variant="subtitle1" component="h2">
        {translate(`${T}.cardPriority`)}
      </Typography>
      <CardPriorityTable customerId={record.customerId} />
    </section>
  );
}

export function BankAccountShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <ReferenceField source="customerId" reference="customers" link="show" />
        <AccountField label={`${T}.fields.account`} />
        <TextField source="bankName" />
        <BooleanField source="verified" />
        <TextField source="source" emptyText="-" />
        <TextField source="addedBy" emptyText="-" />
        <DateField source="createdAt" showTime emptyText="-" />
        <DetailsPanel />
        <EligiblePanel />
        <ScrapeInfo />
        <SalaryPanel />
        <CustomerCards />
      </SimpleShowLayout>
    </Show>
  );
}
