import './messages.ts'; // the screen's texts, registered before it renders
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { AccessDenied, Loading, Title, useCanAccess, useDataProvider, useLocaleState, useTranslate } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';

const T = 'pronto.loanSettings.reference';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <section>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate(title)}
      </Typography>
      {children}
    </section>
  );
}

/** Read-only loan settings: the issue strategy per country, loan purposes and banks (no write call in the spec). */
export default function LoanReferencePage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { canAccess, isPending } = useCanAccess({ resource: 'loan-reference', action: 'list' });
  const [country, setCountry] = useState('');
  const strategies = useQuery({ queryKey: ['loans', 'issueStrategies'], queryFn: () => dataProvider.issueStrategies('loans') });
  const purposes = useQuery({
    queryKey: ['loans', 'purposes', locale],
    queryFn: () => dataProvider.loanPurposes('loans', { language: locale }),
  });
  const banks = useQuery({ queryKey: ['loans', 'banks', country], queryFn: () => dataProvider.banks('loans', { country }) });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  const failed = strategies.error ?? purposes.error ?? banks.error;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pronto.menu.loanReference" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('pronto.menu.loanReference')}
        </Typography>
        {failed && <Typography color="error">{failed.message}</Typography>}
        <Section title={`${T}.strategy`}>
          <Table size="small" aria-label={translate(`${T}.strategy`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.country`)}</TableCell>
                <TableCell>{translate(`${T}.strategy`)}</TableCell>
                <TableCell align="right">{translate(`${T}.autoIssueMaxAmount`)}</TableCell>
                <TableCell>{translate(`${T}.note`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(strategies.data ?? []).map((s) => (
                <TableRow key={s.id}>
                  <TableCell>{s.country}</TableCell>
                  <TableCell>{translate(`${T}.strategies.${s.strategy}`, { _: s.strategy })}</TableCell>
                  <TableCell align="right">{s.autoIssueMaxAmount}</TableCell>
                  <TableCell>{s.note}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
        <Section title={`${T}.purposes`}>
          <Table size="small" aria-label={translate(`${T}.purposes`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.key`)}</TableCell>
                <TableCell>{translate(`${T}.name`)}</TableCell>
                <TableCell>{translate(`${T}.label`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(purposes.data ?? []).map((p) => (
                <TableRow key={p.id}>
                  <TableCell>{p.key}</TableCell>
                  <TableCell>{p.name}</TableCell>
                  <TableCell>{p.label}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
        <Section title={`${T}.banks`}>
          <Stack direction="row" sx={{ my: 1 }}>
            <TextField
              select
              size="small"
              label={translate(`${T}.country`)}
              value={country}
              onChange={(e) => setCountry(e.target.value)}
              sx={{ minWidth: 160 }}
            >
              <MenuItem value="">{translate(`${T}.all`)}</MenuItem>
              <MenuItem value="GB">GB</MenuItem>
              <MenuItem value="ES">ES</MenuItem>
            </TextField>
          </Stack>
          <Table size="small" aria-label={translate(`${T}.banks`)}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.code`)}</TableCell>
                <TableCell>{translate(`${T}.name`)}</TableCell>
                <TableCell>{translate(`${T}.country`)}</TableCell>
                <TableCell>{translate(`${T}.available`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(banks.data ?? []).map((b) => (
                <TableRow key={b.id}>
                  <TableCell>{b.code}</TableCell>
                  <TableCell>{b.name}</TableCell>
                  <TableCell>{b.country}</TableCell>
                  <TableCell>{translate(b.available ? 'pronto.common.yes' : 'pronto.common.no')}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Section>
      </CardContent>
    </Card>
  );
}
