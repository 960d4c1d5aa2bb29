import { Box, Button } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { DateInput, Form, required, SelectInput } from 'react-admin';
import { REPORT_APPLICATIONS } from '@pronto/domain';
import { useReportText } from './messages.ts';
import type { LoanReportRequest } from './useLoanReport.ts';

/** Report filters (back-office.md §2, §5): start, end and application, all required. */
export function ReportFilters({ value, onChange }: { value: LoanReportRequest; onChange: (next: LoanReportRequest) => void }) {
  const text = useReportText();
  return (
    <Box component="section" aria-label={text.filters}>
      <Form
        defaultValues={value}
        onSubmit={(values: Record<string, unknown>) =>
          onChange({ start: String(values.start), end: String(values.end), application: String(values.application) })
        }
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <DateInput source="start" label={text.start} validate={required(text.required)} helperText={false} fullWidth={false} />
          <DateInput source="end" label={text.end} validate={required(text.required)} helperText={false} fullWidth={false} />
          <SelectInput
            source="application"
            label={text.application}
            validate={required(text.required)}
            choices={REPORT_APPLICATIONS.map((id) => ({ id, name: id }))}
            translateChoice={false}
            helperText={false}
            fullWidth={false}
            sx={{ minWidth: 180 }}
          />
          <Button type="submit" variant="contained" startIcon={<SearchIcon />}>
            {text.showReport}
          </Button>
        </Box>
      </Form>
    </Box>
  );
}
