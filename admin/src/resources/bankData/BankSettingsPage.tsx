import './messages.ts'; // the screen's texts, registered before it renders
import { useState } from 'react';
import { Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { AccessDenied, Loading, Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { CardPriorityTable } from './CardPriorityTable.tsx';

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
  const [customerId, setCustomerId] = useState('');
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  const id = /^\d+$/.test(customerId) ? Number(customerId) : undefined;
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
        <TextField
          size="small"
          fullWidth={false}
          sx={{ width: 200 }}
          label={translate(`${P}.customerId`)}
          value={customerId}
          onChange={(e) => setCustomerId(e.target.value.trim())}
        />
        {id && <CardPriorityTable customerId={id} />}
      </CardContent>
    </Card>
  );
}
