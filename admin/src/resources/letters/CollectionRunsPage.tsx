import './messages.ts'; // the screen's texts, registered before it renders
import { useMutation } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { AccessDenied, Form, Link, Loading, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { lettersRpc, RUN_NAMES, type RunName, type RunSummary } from '../../providers/letters.ts';
import { useFormatDate } from '../../fields/locale.ts';
import { CustomerInput } from '../../people/CustomerInput.tsx';
import { CustomersInput } from '../../people/CustomersInput.tsx';

/** Which statuses a run moves between and after how many days (as the mock's rule; docs/decisions.md). */
const RULES: Record<RunName, { from: string; to: string; days: number }> = {
  autoIC: { from: 'approved', to: 'internalCollection', days: 1 },
  autoEC: { from: 'internalCollection', to: 'externalCollection', days: 60 },
  autoLC: { from: 'externalCollection', to: 'legal', days: 120 },
};

function Summary({ summary }: { summary: RunSummary }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`pronto.collectionRuns.fields.${k}`);
  return (
    <Box data-testid={`run-summary-${summary.run}`}>
      <Alert severity={summary.dryRun ? 'info' : 'success'} sx={{ my: 1 }}>
        {translate(`pronto.collectionRuns.${summary.dryRun ? 'previewSummary' : 'summary'}`, {
          moved: summary.moved,
          checked: summary.checked,
          to: summary.to,
        })}
      </Alert>
      {summary.customers.length ? (
        <Table size="small" aria-label={translate(`pronto.collectionRuns.runs.${summary.run}`)}>
          <TableHead>
            <TableRow>
              {['customerId', 'name', 'loanId', 'daysOverdue'].map((k) => (
                <TableCell key={k}>{t(k)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.customers.slice(0, 50).map((c) => (
              <TableRow key={c.customerId}>
                <TableCell>
                  <Link to={`/customers/${c.customerId}/show`}>{c.customerId}</Link>
                </TableCell>
                <TableCell>{c.name}</TableCell>
                <TableCell>
                  <Link to={`/loans/${c.loanId}/show`}>{c.loanId}</Link>
                </TableCell>
                <TableCell>{c.daysOverdue}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </Box>
  );
}

/** Preview and run, for the customers picked beside them (none: every customer the rule finds). */
function RunButtons({ busy, onRun }: { busy: boolean; onRun: (dryRun: boolean, customerIds: number[]) => void }) {
  const translate = useTranslate();
  const picked: unknown = useWatch({ name: 'customerIds' });
  const ids = Array.isArray(picked) ? picked.map(Number) : [];
  return (
    <>
      <Button variant="outlined" disabled={busy} onClick={() => onRun(true, ids)}>
        {translate('pronto.collectionRuns.preview')}
      </Button>
      <Button variant="contained" disabled={busy} onClick={() => onRun(false, ids)}>
        {translate('pronto.collectionRuns.run')}
      </Button>
    </>
  );
}

function RunCard({ run }: { run: RunName }) {
  const translate = useTranslate();
  const notify = useNotify();
  const start = useMutation({
    mutationFn: ({ dryRun, customerIds }: { dryRun: boolean; customerIds: number[] }) =>
      lettersRpc.run(run, { dryRun, customerIds: customerIds.length ? customerIds : undefined }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const rule = RULES[run];
  return (
    <Card variant="outlined" component="section" aria-labelledby={`run-${run}`}>
      <CardContent>
        <Typography variant="h6" component="h2" id={`run-${run}`}>
          {translate(`pronto.collectionRuns.runs.${run}`)}
        </Typography>
        <Typography variant="body2">
          {translate('pronto.collectionRuns.rule', { from: rule.from, to: rule.to, days: rule.days })}
        </Typography>
        <Form>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
            <CustomersInput source="customerIds" label="pronto.collectionRuns.customerIds" required={false} />
            <RunButtons busy={start.isPending} onRun={(dryRun, customerIds) => start.mutate({ dryRun, customerIds })} />
          </Stack>
        </Form>
        {start.data ? <Summary summary={start.data} /> : null}
      </CardContent>
    </Card>
  );
}

function LegalDocuments() {
  const when = useFormatDate();
  const translate = useTranslate();
  const load = useMutation({ mutationFn: (id: number) => lettersRpc.legalDocuments(id) });
  return (
    <Card variant="outlined" component="section" aria-labelledby="legal-documents">
      <CardContent>
        <Typography variant="h6" component="h2" id="legal-documents">
          {translate('pronto.collectionRuns.legal.title')}
        </Typography>
        <Form onSubmit={(values: { customerId?: number }) => load.mutate(Number(values.customerId))}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
            <CustomerInput source="customerId" label="pronto.collectionRuns.legal.customerId" />
            <Button type="submit" variant="outlined" disabled={load.isPending}>
              {translate('pronto.collectionRuns.legal.show')}
            </Button>
          </Stack>
        </Form>
        {load.error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {load.error.message}
          </Alert>
        ) : null}
        {load.data ? (
          load.data.length === 0 ? (
            <Typography sx={{ mt: 1 }}>{translate('pronto.collectionRuns.legal.none')}</Typography>
          ) : (
            <ul data-testid="legal-documents">
              {load.data.map((d) => (
                <li key={d.id}>
                  <Link to={`/documents/${d.id}/show`}>{d.title ?? d.fileName}</Link> — {when(d.createdAt, true)}
                </li>
              ))}
            </ul>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

/** autoIC / autoEC / autoLC with a preview and a result summary, and the legal documents of a customer. */
export default function CollectionRunsPage() {
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'collection-runs', action: 'list' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="pronto.collectionRuns.title" />
      <Typography variant="h5" component="h1">
        {translate('pronto.collectionRuns.title')}
      </Typography>
      {RUN_NAMES.map((run) => (
        <RunCard key={run} run={run} />
      ))}
      <LegalDocuments />
    </Box>
  );
}
