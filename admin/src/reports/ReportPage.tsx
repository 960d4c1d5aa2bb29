import { useState } from 'react';
import { Alert, Box, LinearProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { reportDefaults } from '@pronto/domain';
import { LoanReportTable } from './LoanReportTable.tsx';
import { useReportText } from './messages.ts';
import { ReportFilters } from './ReportFilters.tsx';
import { ReportGate } from './ReportGate.tsx';
import { useLoanReport, type LoanReportRequest } from './useLoanReport.ts';

function LoanReport() {
  const text = useReportText();
  const [request, setRequest] = useState<LoanReportRequest>(() => reportDefaults());
  const report = useLoanReport(request);
  return (
    <Box component="section" aria-labelledby="report-title" data-testid="report-area" sx={{ p: 2 }}>
      <Title title={text.reportTitle} />
      <Typography id="report-title" component="h1" variant="h5" gutterBottom>
        {text.reportTitle}
      </Typography>
      <ReportFilters value={request} onChange={setRequest} />
      {report.isFetching && <LinearProgress aria-label={text.loading} sx={{ my: 1 }} />}
      {report.isError && (
        <Alert severity="error" role="alert" sx={{ my: 2 }}>
          {text.failed}
          {report.error.message && <Typography variant="body2">{report.error.message}</Typography>}
        </Alert>
      )}
      {report.data && <LoanReportTable rows={report.data.loans} request={request} />}
    </Box>
  );
}

/** /report: the sign-in form, then the filters (start, end, application) and the loan report table. */
export default function ReportPage() {
  return (
    <ReportGate>
      <LoanReport />
    </ReportGate>
  );
}
