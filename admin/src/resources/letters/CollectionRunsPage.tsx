import './messages.ts'; // the screen's texts, registered before it renders
import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { AccessDenied, Link, Loading, Title, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { lettersRpc, parseCustomerIds, RUN_NAMES, type RunName, type RunSummary } from '../../providers/letters.ts';
import { useFormatDate } from '../../fields/locale.ts';

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

function RunCard({ run }: { run: RunName }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [ids, setIds] = useState('');
  const start = useMutation({
    mutationFn: (dryRun: boolean) => lettersRpc.run(run, { dryRun, customerIds: parseCustomerIds(ids) }),
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
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { sm: 'center' } }}>
          <TextField
            size="small"
            label={translate('pronto.collectionRuns.customerIds')}
            value={ids}
            onChange={(e) => setIds(e.target.value)}
            sx={{ minWidth: 280 }}
          />
          <Button variant="outlined" disabled={start.isPending} onClick={() => start.mutate(true)}>
            {translate('pronto.collectionRuns.preview')}
          </Button>
          <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate(false)}>
            {translate('pronto.collectionRuns.run')}
          </Button>
        </Stack>
        {start.data ? <Summary summary={start.data} /> : null}
      </CardContent>
    </Card>
  );
}

function LegalDocuments() {
  const when = useFormatDate();
  const translate = useTranslate();
  const [customerId, setCustomerId] = useState('');
  const load = useMutation({ mutationFn: (id: number) => lettersRpc.legalDocuments(id) });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    load.mutate(Number(customerId));
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="legal-documents">
      <CardContent>
        <Typography variant="h6" component="h2" id="legal-documents">
          {translate('pronto.collectionRuns.legal.title')}
        </Typography>
        <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ mt: 1, alignItems: 'center' }}>
          <TextField
            size="small"
            label={translate('pronto.collectionRuns.legal.customerId')}
            value={customerId}
            onChange={(e) => setCustomerId(e.target.value)}
            required
            inputMode="numeric"
          />
          <Button type="submit" variant="outlined" disabled={load.isPending}>
            {translate('pronto.collectionRuns.legal.show')}
          </Button>
        </Stack>
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
