import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SummaryRow } from '@pronto/api';
import type { CountryCode } from '@pronto/countries';
import { addDays, SUMMARY_GROUPS, type SummaryGroupKey } from '@pronto/domain';
import { formatDate, formatMoney, formatPercent } from './format.ts';
import { useReportText } from './messages.ts';

/** The two period columns stay in view while the groups scroll sideways. */
const PERIOD_WIDTH = 112;
const sticky = (left: number) => ({ position: 'sticky', left, zIndex: 1, bgcolor: 'background.paper', minWidth: PERIOD_WIDTH }) as const;

/**
 * The summary table: period start and end, then an amount and a percentage per group shown (all by
 * default). A period runs up to, not including, the API's dateEnd: its last day is shown.
 */
export function SummaryTable({
  rows,
  country,
  caption,
  groups = SUMMARY_GROUPS.map((group) => group.key),
}: {
  rows: SummaryRow[];
  country: CountryCode;
  caption: string;
  groups?: readonly SummaryGroupKey[];
}) {
  const text = useReportText();
  const shown = SUMMARY_GROUPS.filter((group) => groups.includes(group.key));
  return (
    // width 0 + min-width 100%: the wide table scrolls inside its column instead of widening the page.
    <TableContainer tabIndex={0} role="region" aria-label={caption} sx={{ width: 0, minWidth: '100%' }}>
      <Table size="small" sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
        <caption>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell rowSpan={2} scope="col" sx={sticky(0)}>
              {text.dateStart}
            </TableCell>
            <TableCell rowSpan={2} scope="col" sx={sticky(PERIOD_WIDTH)}>
              {text.dateEnd}
            </TableCell>
            {shown.map((group) => (
              <TableCell key={group.key} colSpan={2} scope="colgroup" align="center">
                {text.groups[group.key]}
              </TableCell>
            ))}
          </TableRow>
          <TableRow>
            {shown.flatMap((group) => [
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
              <TableCell component="th" scope="row" sx={sticky(0)}>
                {formatDate(row.dateStart, country)}
              </TableCell>
              <TableCell sx={sticky(PERIOD_WIDTH)}>{formatDate(addDays(row.dateEnd, -1), country)}</TableCell>
              {shown.flatMap((group) => [
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
