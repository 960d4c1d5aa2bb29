import './messages.ts'; // the panel's texts, registered before it renders
import '../../records/messages.ts'; // the bank account field labels, registered before it renders
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button as MuiButton,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';

const T = 'resources.bankAccounts.scrape';

/**
 * What the bank service knows of the customer: whether a scrape may run (and why not), the holder the
 * last scrape found (to compare with the customer's name), and the stored bank sign-ins (masked).
 */
export function ScrapePanel({ customerId }: { customerId: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const able = useQuery({
    queryKey: ['bankData', 'ableTo', customerId],
    queryFn: () => dataProvider.scrapeAbleTo('bankAccounts', { customerId }),
  });
  const info = useQuery({
    queryKey: ['bankData', 'scrapeInfo', customerId],
    queryFn: () => dataProvider.scrapeCustomerInfo('bankAccounts', { customerId }),
  });
  const flow = useQuery({
    queryKey: ['bankData', 'flow', customerId],
    queryFn: () => dataProvider.applicationFlow('bankAccounts', { customerId }),
  });
  const notify = useNotify();
  const identity = useMutation({
    mutationFn: () => dataProvider.validateIdentity('bankAccounts', { customerId }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  const credentials = useQuery({
    queryKey: ['bankData', 'credentials', customerId],
    queryFn: () => dataProvider.bankCredentials('bankAccounts', { customerId }),
  });
  return (
    <section>
      <Typography variant="subtitle1" component="h2">
        {translate(`${T}.title`)}
      </Typography>
      {able.data && (
        <Typography data-testid="scrape-able" color={able.data.able ? 'text.primary' : 'error'}>
          {able.data.able ? translate(`${T}.able`) : able.data.reason}
        </Typography>
      )}
      {flow.data && (
        <Typography data-testid="application-flow">
          {translate(`${T}.flow`, { flow: translate(`${T}.flows.${flow.data.flow}`) })} {flow.data.reason}
        </Typography>
      )}
      <Typography data-testid="scrape-holder">
        {info.data ? (
          <>
            {translate(`${T}.holder`, { name: info.data.name, date: info.data.scrapedAt.slice(0, 10) })}{' '}
            <MuiLink component={Link} to={`/scrapeSessions/${info.data.sessionId}/show`}>
              {translate(`${T}.session`, { id: info.data.sessionId })}
            </MuiLink>
          </>
        ) : info.isSuccess ? (
          translate(`${T}.never`)
        ) : null}
      </Typography>
      {credentials.data && credentials.data.length > 0 && (
        <Table size="small" aria-label={translate(`${T}.credentials`)} sx={{ maxWidth: 720, mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${T}.provider`)}</TableCell>
              <TableCell>{translate('resources.bankAccounts.fields.bankName')}</TableCell>
              <TableCell>{translate(`${T}.login`)}</TableCell>
              <TableCell>{translate(`${T}.lastUsed`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {credentials.data.map((c) => (
              <TableRow key={`${c.provider}|${c.bankName}`}>
                <TableCell>{c.provider}</TableCell>
                <TableCell>{c.bankName}</TableCell>
                <TableCell>{c.login}</TableCell>
                <TableCell>{`${c.lastUsedAt.slice(0, 10)} (${translate(`resources.scrapeSessions.statuses.${c.lastStatus}`)})`}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <RpcButton
          label={`${T}.sendLink`}
          success={`${T}.linkSent`}
          params={{ customerId }}
          call={(dp, p) => dp.sendBankLinkSms('bankAccounts', p)}
        />
        <MuiButton size="small" onClick={() => identity.mutate()} disabled={identity.isPending}>
          {translate(`${T}.identity`)}
        </MuiButton>
        <RpcButton
          label={`${T}.fixHistory`}
          success={`${T}.historyFixed`}
          params={{ customerId }}
          call={(dp, p) => dp.fixSessionHistory('bankAccounts', p)}
        />
      </Stack>
      {identity.data && (
        <Alert severity={identity.data.matched ? 'success' : 'warning'} role="status" sx={{ mt: 1 }}>
          {translate(`${T}.identityResult`, {
            name: translate(identity.data.name ? `${T}.match` : `${T}.noMatch`),
            email: translate(identity.data.email ? `${T}.match` : `${T}.noMatch`),
            phone: translate(identity.data.phone ? `${T}.match` : `${T}.noMatch`),
          })}
        </Alert>
      )}
    </section>
  );
}
