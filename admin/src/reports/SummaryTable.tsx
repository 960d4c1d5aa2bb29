import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SummaryRow } from '@pronto/api';
import type { CountryCode } from '@pronto/countries';
import { SUMMARY_GROUPS } from '@pronto/domain';
import { formatDate, formatMoney, formatPercent } from './format.ts';
import { useReportText } from './messages.ts';

/** The summary table: period start and end, then an amount and a percentage per group. */
export function SummaryTable({ rows, country, caption }: { rows: SummaryRow[]; country: CountryCode; caption: string }) {
  const text = useReportText();
  return (
    // width 0 + min-width 100%: the wide table scrolls inside its column instead of widening the page.
    <TableContainer tabIndex={0} aria-label={caption} sx={{ width: 0, minWidth: '100%' }}>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} scope="col">
              {text.dateStart}
            </TableCell>
            <TableCell rowSpan={2} scope="col">
              {text.dateEnd}
            </TableCell>
            {SUMMARY_GROUPS.map((group) => (
              <TableCell key={group.key} colSpan={2} scope="colgroup" align="center">
                {text.groups[group.key]}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {SUMMARY_GROUPS.flatMap((group) => [
              <TableCell key={`${group.key}_v`} scope="col" align="right">
                {text.amount}
              </TableCell>,
              <TableCell key={`${group.key}_p`} scope="col" align="right">
                {text.percent}
              </TableCell>,
            ])}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.dateStart} data-testid="summary-row">
              <TableCell component="th" scope="row">
                {formatDate(row.dateStart, country)}
              </TableCell>
              <TableCell>{formatDate(row.dateEnd, country)}</TableCell>
              {SUMMARY_GROUPS.flatMap((group) => [
                <TableCell key={`${group.key}_v`} align="right">
                  {formatMoney(row.values[`${group.key}_v`] ?? 0, country)}
                </TableCell>,
                <TableCell key={`${group.key}_p`} align="right">
                  {formatPercent(row.values[`${group.key}_p`] ?? 0, country)}
                </TableCell>,
              ])}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
