import { lazy, Suspense, useState } from 'react';
import { Alert, Box, Button, Grid, LinearProgress, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Title } from 'react-admin';
import type { SummaryWindow } from '@pronto/api';
import type { CountryCode } from '@pronto/countries';
import { DEFAULT_SUMMARY_WINDOW, reportApplicationOf, SUMMARY_GROUPS, summaryDefaults } from '@pronto/domain';
import { formatDate } from './format.ts';
import { fill, useReportText } from './messages.ts';
import { ReportGate } from './ReportGate.tsx';
import { SummaryTable } from './SummaryTable.tsx';
import { SummaryWindowPicker } from './SummaryWindowPicker.tsx';
import { useLoanReport } from './useLoanReport.ts';

const SummaryCharts = lazy(() => import('./SummaryCharts.tsx'));

type Borrowers = 'ftb' | 'rtb' | 'all';
const BORROWERS: readonly Borrowers[] = ['ftb', 'rtb', 'all'];

/** Today as the mock's clock counts it (UTC day): it places the current window's labels. */
const utcToday = (): string => new Date().toISOString().slice(0, 10);

/** The summary itself (the page wraps it in the report sign-in). */
export function Summary({ today = utcToday() }: { today?: string }) {
  const text = useReportText();
  const [country, setCountry] = useState<CountryCode>('GB');
  const [range] = useState(() => summaryDefaults());
  // The periods ending with the current one by default; the spec's fixed window one click away.
  const [summaryWindow, setSummaryWindow] = useState<SummaryWindow>(DEFAULT_SUMMARY_WINDOW);
  // Which borrowers' groups the table shows: all three sets by default; an analyst narrows to compare.
  const [borrowers, setBorrowers] = useState<Borrowers[]>([...BORROWERS]);
  const groups = SUMMARY_GROUPS.filter((group) => borrowers.includes(group.borrower)).map((group) => group.key);
  const application = reportApplicationOf(country);
  const report = useLoanReport({ ...range, application, summaryWindow });
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
      <SummaryWindowPicker country={country} value={summaryWindow} today={today} onChange={setSummaryWindow} />
      {report.isFetching && <LinearProgress aria-label={text.loading} sx={{ mb: 1 }} />}
      {report.isError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {text.failed}
          {report.error.message && <Typography variant="body2">{report.error.message}</Typography>}
        </Alert>
      )}
      {report.data && (
        <>
          <ToggleButtonGroup
            value={borrowers}
            onChange={(_, value: Borrowers[]) => value.length > 0 && setBorrowers(value)}
            aria-label={text.groupsShown}
            size="small"
            sx={{ mb: 1, flexWrap: 'wrap' }}
          >
            {BORROWERS.map((borrower) => (
              <ToggleButton key={borrower} value={borrower}>
                {text.borrowers[borrower]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <SummaryTable rows={rows} country={country} caption={caption} groups={groups} />
          {summaryWindow === 'current' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {fill(text.inProgress, { today: formatDate(today, country) })}
            </Typography>
          )}
          <Suspense fallback={<LinearProgress aria-label={text.loading} />}>
            <Grid container spacing={2} sx={{ mt: 2 }}>
              <SummaryCharts rows={rows} country={country} />
            </Grid>
          </Suspense>
        </>
      )}
    </Box>
  );
}

/**
 * /report-summary: the summary table per period of a market (UK 12 quarters, ES 6 months, chosen by the
 * application header) ending with the current quarter / month, or the spec's fixed 2016-2018 / 2018
 * window (a radio group above); a button to switch country, the borrowers whose groups are shown, and
 * charts below.
 */
export default function ReportSummaryPage() {
  return (
    <ReportGate>
      <Summary />
    </ReportGate>
  );
}
