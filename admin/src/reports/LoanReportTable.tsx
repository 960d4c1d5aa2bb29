import { Box, Button, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMemo } from 'react';
import { downloadCSV, ListContextProvider, Pagination, useList } from 'react-admin';
import type { LoanReportRow } from '@pronto/api';
import { countryOfApplication } from '@pronto/domain';
import { formatDate, formatMoney, LOAN_REPORT_COLUMNS, loanReportCsv } from './format.ts';
import { fill, useReportText, type ReportText } from './messages.ts';
import type { LoanReportRequest } from './useLoanReport.ts';

type Column = keyof ReportText['columns'];
const COLUMNS: readonly Column[] = LOAN_REPORT_COLUMNS;
const MONEY = new Set<Column>(['principal', 'totalPaid', 'unpaid']);
const NUMERIC = new Set<Column>(['loanId', 'principal', 'totalPaid', 'unpaid']);

function cell(row: LoanReportRow, column: Column): string {
  const country = countryOfApplication(row.application) ?? 'GB';
  if (MONEY.has(column)) return formatMoney(row[column] as number, country);
  if (column === 'issueDate') return formatDate(row.issueDate, country);
  // A back end that names no customer still says which one.
  if (column === 'customerName') return row.customerName ?? `#${row.customerId}`;
  return String(row[column]);
}

/** The loan report table: sortable columns, pages of 25, CSV export of every row. */
export function LoanReportTable({ rows, request }: { rows: LoanReportRow[]; request: LoanReportRequest }) {
  const text = useReportText();
  const records = useMemo(() => rows.map((row) => ({ ...row, id: row.loanId })), [rows]);
  const list = useList<LoanReportRow & { id: number }>({ data: records, perPage: 25, sort: { field: 'issueDate', order: 'ASC' } });
  const { sort, setSort } = list;
  const toggle = (field: Column) => setSort({ field, order: sort.field === field && sort.order === 'ASC' ? 'DESC' : 'ASC' });
  const caption = fill(text.loansCaption, { start: request.start, end: request.end, application: request.application, count: rows.length });

  return (
    <ListContextProvider value={list}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1 }}>
        <Button
          startIcon={<DownloadIcon />}
          disabled={rows.length === 0}
          onClick={() => downloadCSV(loanReportCsv(rows), `loan-report-${request.application}-${request.start}-${request.end}`)}
        >
          {text.exportCsv}
        </Button>
      </Box>
      <TableContainer tabIndex={0} aria-label={caption} sx={{ width: 0, minWidth: '100%' }}>
        <Table size="small">
          <caption>{caption}</caption>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell
                  key={column}
                  scope="col"
                  align={NUMERIC.has(column) ? 'right' : 'left'}
                  sortDirection={sort.field === column ? (sort.order === 'ASC' ? 'asc' : 'desc') : false}
                >
                  <TableSortLabel
                    active={sort.field === column}
                    direction={sort.field === column && sort.order === 'DESC' ? 'desc' : 'asc'}
                    onClick={() => toggle(column)}
                  >
                    {text.columns[column]}
                  </TableSortLabel>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(list.data ?? []).map((row) => (
              <TableRow key={row.loanId} hover>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
                    {cell(row, column)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={COLUMNS.length}>{text.noLoans}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
    </ListContextProvider>
  );
}
