import { Card, CardContent, Typography } from '@mui/material';
import { AccessDenied, Loading, Title, useCanAccess, useLocaleState } from 'react-admin';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { BANK_CALLS, LOAN_CARD_CALLS, REPORT_CALLS } from './maintenanceCalls.ts';
import { MAINTENANCE_WORDS } from './words.ts';

/**
 * Maintenance calls of the catalogue: repairs over every loan or card, the bank-connection
 * service and period reports. Admins only (the page table's staff area).
 */
export default function MaintenancePage() {
  const [locale] = useLocaleState();
  const words = MAINTENANCE_WORDS[locale === 'es' ? 'es' : 'en'];
  const { canAccess, isPending } = useCanAccess({ resource: 'maintenance', action: 'list' });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={words.title} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {words.title}
        </Typography>
        <Typography variant="body2">{words.intro}</Typography>
        <CallActions title={{ en: 'Loans and cards', es: 'Préstamos y tarjetas' }} specs={LOAN_CARD_CALLS} />
        <CallActions title={{ en: 'Bank connection', es: 'Conexión bancaria' }} specs={BANK_CALLS} />
        <CallActions title={{ en: 'Reports', es: 'Informes' }} specs={REPORT_CALLS} />
      </CardContent>
    </Card>
  );
}
