import { useState } from 'react';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { AccessDenied, Loading, Title, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';

/** Checks an IBAN with loan.IbanValidation (the shared ibantools check of @pronto/domain). */
export default function IbanCheckPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { canAccess, isPending } = useCanAccess({ resource: 'iban-check', action: 'list' });
  const [iban, setIban] = useState('');
  const [result, setResult] = useState<{ iban: string; valid: boolean } | null>(null);
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  const check = async () => {
    try {
      setResult(await dataProvider.validateIban('loans', { iban }));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pronto.menu.ibanCheck" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('pronto.menu.ibanCheck')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 2, alignItems: 'center' }}>
          <TextField size="small" label="IBAN" value={iban} onChange={(e) => setIban(e.target.value)} sx={{ minWidth: 320 }} />
          <Button onClick={check}>{translate('pronto.iban.check')}</Button>
        </Stack>
        {result && (
          <Typography role="status" color={result.valid ? 'success.main' : 'error'}>
            {result.iban}: {translate(result.valid ? 'pronto.iban.valid' : 'pronto.iban.invalid')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
