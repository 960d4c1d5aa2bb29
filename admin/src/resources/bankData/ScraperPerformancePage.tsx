import './messages.ts'; // the screen's texts, registered before it renders
import { lazy, Suspense, useState } from 'react';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { AccessDenied, Loading, Title, useCanAccess, useDataProvider, useTranslate } from 'react-admin';
import type { PerformanceFigures, ScraperPerformance } from '../../providers/bankData.ts';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { defaultPeriod } from './format.ts';

const PerformanceChart = lazy(() => import('./PerformanceChart.tsx'));
const P = 'pronto.bank';
const FIGURES = ['total', 'completed', 'failed', 'successRate', 'averageSeconds'] as const;

function FiguresTable({ label, rows, keyLabel }: { label: string; rows: (PerformanceFigures & { key: string })[]; keyLabel: string }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate(label)} sx={{ mb: 2 }}>
      <TableHead>
        <TableRow>
          <TableCell>{translate(keyLabel)}</TableCell>
          {FIGURES.map((f) => (
            <TableCell key={f} align="right">
              {translate(`${P}.${f}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th">{row.key}</TableCell>
            {FIGURES.map((f) => (
              <TableCell key={f} align="right">
                {f === 'successRate' ? `${row[f]} %` : row[f]}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** bankscraper.scraperPerformance over a period: totals, per provider, per day (chart) and failure reasons. */
export default function ScraperPerformancePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { canAccess, isPending } = useCanAccess({ resource: 'scraper-performance', action: 'list' });
  const [period, setPeriod] = useState(() => defaultPeriod(new Date().toISOString().slice(0, 10)));
  const load = useMutation({ mutationFn: (p: { from: string; to: string }) => dataProvider.scraperPerformance('scrapeSessions', p) });
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  const data: ScraperPerformance | undefined = load.data;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pronto.menu.scraperPerformance" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('pronto.menu.scraperPerformance')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ my: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextField
            size="small"
            type="date"
            fullWidth={false}
            sx={{ width: 200 }}
            label={translate(`${P}.from`)}
            value={period.from}
            onChange={(e) => setPeriod({ ...period, from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            fullWidth={false}
            sx={{ width: 200 }}
            label={translate(`${P}.to`)}
            value={period.to}
            onChange={(e) => setPeriod({ ...period, to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button onClick={() => load.mutate(period)} disabled={load.isPending}>
            {translate(`${P}.show`)}
          </Button>
        </Stack>
        {load.error && (
          <Typography role="alert" color="error">
            {load.error.message}
          </Typography>
        )}
        {data && (
          <>
            <FiguresTable
              label={`${P}.total`}
              keyLabel={`${P}.provider`}
              rows={[{ key: `${data.from} – ${data.to}`, ...data }, ...data.byProvider.map((p) => ({ key: p.provider, ...p }))]}
            />
            <Typography variant="subtitle1" component="h2">
              {translate(`${P}.byDay`)}
            </Typography>
            <Suspense fallback={<Loading />}>
              <PerformanceChart byDay={data.byDay} />
            </Suspense>
            <Typography variant="subtitle1" component="h2">
              {translate(`${P}.errors`)}
            </Typography>
            <Table size="small" aria-label={translate(`${P}.errors`)} sx={{ maxWidth: 640 }}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate(`${P}.error`)}</TableCell>
                  <TableCell align="right">{translate(`${P}.count`)}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.errors.map((e) => (
                  <TableRow key={e.error}>
                    <TableCell>{e.error}</TableCell>
                    <TableCell align="right">{e.count}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </CardContent>
    </Card>
  );
}
