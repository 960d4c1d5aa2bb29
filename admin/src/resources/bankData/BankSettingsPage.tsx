import './messages.ts'; // the screen's texts, registered before it renders
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { AccessDenied, Form, Loading, Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { CardPriorityTable } from './CardPriorityTable.tsx';
import { CustomerInput } from '../../people/CustomerInput.tsx';

/** The card priority of the customer picked above it. */
function CustomerCards() {
  const customerId = useWatch<{ customerId?: number | null }>({ name: 'customerId' });
  return typeof customerId === 'number' ? <CardPriorityTable customerId={customerId} /> : null;
}

const P = 'pronto.bank';

/** Read-only settings of the bank service: the active scraping provider and the card priority list. */
export default function BankSettingsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { canAccess, isPending } = useCanAccess({ resource: 'bank-settings', action: 'list' });
  const provider = useQuery({
    queryKey: ['bankData', 'activeProvider'],
    queryFn: () => dataProvider.activeScrapeProvider('scrapeSessions'),
    enabled: canAccess === true,
  });
  const transfer = useQuery({
    queryKey: ['bankData', 'transferManager'],
    queryFn: () => dataProvider.transferManagerState('scrapeSessions'),
    enabled: canAccess === true,
  });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pronto.menu.bankSettings" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('pronto.menu.bankSettings')}
        </Typography>
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          {translate(`${P}.activeProvider`)}
        </Typography>
        <Typography data-testid="active-provider" sx={{ fontWeight: 'bold' }}>
          {provider.data?.provider ?? ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 1, alignItems: 'center' }} aria-label={translate(`${P}.providers`)}>
          <Typography variant="body2">{translate(`${P}.providers`)}:</Typography>
          {(provider.data?.providers ?? []).map((p) => (
            <Chip key={p} size="small" label={p} color={p === provider.data?.provider ? 'primary' : 'default'} />
          ))}
        </Stack>
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          {translate(`${P}.transferManager`)}
        </Typography>
        {transfer.data && (
          <Typography data-testid="transfer-state">
            {translate(`${P}.transferState`, { state: transfer.data.state, queued: transfer.data.queued })}
            {transfer.data.lastResetAt
              ? ` ${translate(`${P}.lastReset`, { at: transfer.data.lastResetAt.slice(0, 16).replace('T', ' '), by: transfer.data.lastResetBy })}`
              : ''}
          </Typography>
        )}
        <RpcButton
          label={`${P}.reset`}
          success={`${P}.resetDone`}
          params={undefined}
          call={(dp) => dp.resetTransferManager('scrapeSessions')}
        />
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          {translate(`${P}.cardPriority`)}
        </Typography>
        <CardPriorityTable />
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
          {translate(`${P}.customerCards`)}
        </Typography>
        <Form>
          <CustomerInput source="customerId" label={`${P}.customerId`} required={false} />
          <CustomerCards />
        </Form>
      </CardContent>
    </Card>
  );
}
