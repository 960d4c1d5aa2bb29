import './messages.ts'; // the screen's texts, registered before it renders
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Box,
  Card,
  CardContent,
  MenuItem,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  AccessDenied,
  Link,
  Loading,
  RecordContextProvider,
  ReferenceField,
  Title,
  useCanAccess,
  useDataProvider,
  useTranslate,
} from 'react-admin';
import { MoneyField } from '../../fields/MoneyField.tsx';
import { TableScroller } from '../../layout/TableScroller.tsx';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { BookActions } from './BookActions.tsx';
import { BULK_CALLS, COLLECTION_LOOKUPS } from './bulkCalls.ts';
import { useCams } from './useCollections.ts';

const PER_PAGE = 25;

function Book() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const cams = useCams();
  const [page, setPage] = useState(1);
  const [staffId, setStaffId] = useState<number | ''>('');
  const book = useQuery({
    queryKey: ['collections', 'book', page, staffId],
    queryFn: () => dataProvider.collectionBook('loans', { page, perPage: PER_PAGE, ...(staffId === '' ? {} : { staffId }) }),
  });
  const camName = (id?: number | null) => (id ? (cams.data?.find((c) => c.id === id)?.fullName ?? `#${id}`) : '-');
  const f = (key: string) => translate(`resources.collections.fields.${key}`);
  return (
    <>
      <TextField
        select
        size="small"
        label={f('agent')}
        value={staffId}
        onChange={(e) => {
          setStaffId(e.target.value === '' ? '' : Number(e.target.value));
          setPage(1);
        }}
        sx={{ minWidth: 240, my: 1 }}
      >
        <MenuItem value="">{translate('resources.collections.allAgents')}</MenuItem>
        {(cams.data ?? []).map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.fullName} ({c.country})
          </MenuItem>
        ))}
      </TextField>
      {book.isPending ? (
        <Loading />
      ) : book.error ? (
        <Typography color="error">{book.error.message}</Typography>
      ) : (
        <>
          {/* A phone sees the loan, its customer and what is owed (names wrap, amounts and buttons do not); the rest scrolls sideways. */}
          <TableScroller>
            <Table size="small" aria-label={translate('resources.collections.tabs.book')} sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
              <TableHead>
                <TableRow>
                  {['loan', 'customer', 'owed', 'daysOverdue', 'country', 'agent', 'company', 'actions'].map((k) => (
                    <TableCell key={k}>{f(k)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {book.data.items.map((loan) => (
                  // The row's record: the customer and the company by name (one read for the page), the amount in its currency.
                  <RecordContextProvider key={loan.id} value={loan}>
                    <TableRow data-testid={`book-loan-${loan.id}`}>
                      <TableCell>
                        <Link to={`/loans/${loan.id}/show`}>{loan.id}</Link>
                      </TableCell>
                      <TableCell>
                        <ReferenceField source="customerId" reference="customers" link="show" />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <MoneyField source="owed" />
                      </TableCell>
                      <TableCell>{loan.daysOverdue}</TableCell>
                      <TableCell>{loan.country}</TableCell>
                      <TableCell>{camName(loan.assignedCamId)}</TableCell>
                      <TableCell>
                        <ReferenceField source="collectionCompanyId" reference="collectionCompanies" link="show" emptyText="-" />
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <BookActions loan={loan} onDone={() => void book.refetch()} />
                      </TableCell>
                    </TableRow>
                  </RecordContextProvider>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
          <TablePagination
            component="div"
            count={book.data.total}
            page={page - 1}
            rowsPerPage={PER_PAGE}
            rowsPerPageOptions={[PER_PAGE]}
            onPageChange={(_, p) => setPage(p + 1)}
          />
        </>
      )}
    </>
  );
}

function CollectionCustomers() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const customers = useQuery({ queryKey: ['collections', 'customers'], queryFn: () => dataProvider.collectionCustomers('loans') });
  if (customers.isPending) return <Loading />;
  if (customers.error) return <Typography color="error">{customers.error.message}</Typography>;
  return (
    <Table size="small" aria-label={translate('resources.collections.tabs.customers')}>
      <TableHead>
        <TableRow>
          {['customer', 'name', 'country', 'status'].map((k) => (
            <TableCell key={k}>{translate(`resources.collections.fields.${k}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {customers.data.map((c) => (
          <TableRow key={c.id}>
            <TableCell>
              <Link to={`/customers/${c.id}/show`}>{c.id}</Link>
            </TableCell>
            <TableCell>
              {c.firstName} {c.lastName}
            </TableCell>
            <TableCell>{c.country}</TableCell>
            <TableCell>{c.status}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The collection book: overdue loans with their agent and company, the customers in collection; bulk actions and look-ups under them. */
export default function CollectionsPage() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'collections', action: 'list' });
  const [tab, setTab] = useState(0);
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.collections.name" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('resources.collections.name')}
        </Typography>
        <Tabs value={tab} onChange={(_, t: number) => setTab(t)}>
          <Tab label={translate('resources.collections.tabs.book')} />
          <Tab label={translate('resources.collections.tabs.customers')} />
        </Tabs>
        <Box sx={{ pt: 1 }}>{tab === 0 ? <Book /> : <CollectionCustomers />}</Box>
        {/* No record here: staff type the ids each call works on. */}
        <CallActions title={{ en: 'Bulk actions', es: 'Acciones masivas' }} specs={BULK_CALLS} />
        <CallActions title={{ en: 'Look-ups', es: 'Consultas' }} specs={COLLECTION_LOOKUPS} />
      </CardContent>
    </Card>
  );
}
