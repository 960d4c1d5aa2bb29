import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Grid, LinearProgress, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Title } from 'react-admin';
import type { CountryCode } from '@pronto/countries';
import { reportApplicationOf, summaryDefaults } from '@pronto/domain';
import { fill, useReportText } from './messages.ts';
import { ReportGate } from './ReportGate.tsx';
import { SummaryTable } from './SummaryTable.tsx';
import { useLoanReport } from './useLoanReport.ts';

const SummaryCharts = lazy(() => import('./SummaryCharts.tsx'));

function Summary() {
  const text = useReportText();
  const [country, setCountry] = useState<CountryCode>('GB');
  const [range] = useState(() => summaryDefaults());
  const application = reportApplicationOf(country);
  const report = useLoanReport({ ...range, application });
  const other: CountryCode = country === 'GB' ? 'ES' : 'GB';
  const rows = report.data?.summaryReport ?? [];
  const caption = fill(text.summaryCaption, { country: text.countries[country], application });

  return (
    <Box component="section" aria-labelledby="summary-title" data-testid="report-area" sx={{ p: 2 }}>
      <Title title={text.summaryTitle} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="summary-title" component="h1" variant="h5">
          {text.summaryTitle}: {text.countries[country]}
        </Typography>
        <Button variant="outlined" startIcon={<SwapHorizIcon />} onClick={() => setCountry(other)}>
          {fill(text.switchTo, { country: text.countries[other] })}
        </Button>
      </Box>
      {report.isFetching && <LinearProgress aria-label={text.loading} sx={{ mb: 1 }} />}
      {report.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {text.failed}
          {report.error.message && <Typography variant="body2">{report.error.message}</Typography>}
        </Alert>
      )}
      {report.data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <SummaryTable rows={rows} country={country} caption={caption} />
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <Suspense fallback={<LinearProgress aria-label={text.loading} />}>
              <SummaryCharts rows={rows} country={country} />
            </Suspense>
          </Grid>
        </Grid>
      )}
    </Box>
  );
}

/**
 * /report-summary: the summary table per period of a market (UK 12 quarters, ES 6 months, chosen by the
 * application header), a button to switch country and charts beside the table.
 */
export default function ReportSummaryPage() {
  return (
    <ReportGate>
      <Summary />
    </ReportGate>
  );
}
