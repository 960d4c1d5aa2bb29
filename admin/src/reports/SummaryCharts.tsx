import type { ReactElement } from 'react';
import { Grid, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SummaryRow } from '@pronto/api';
import type { CountryCode } from '@pronto/countries';
import { formatDate, formatMoney, formatPercent, wholeMoney } from './format.ts';
import { useReportText } from './messages.ts';

/** Chart data: one point per period, labelled by its start date. */
function points(rows: SummaryRow[], country: CountryCode) {
  return rows.map((row) => ({
    period: formatDate(row.dateStart, country),
    issued: row.values.allIssued_v ?? 0,
    principalPaid: row.values.allPrincipalPaid_v ?? 0,
    totalPaid: row.values.allTotalPaid_v ?? 0,
    ftbUnpaid: row.values.ftbUnpaid_p ?? 0,
    rtbUnpaid: row.values.rtbUnpaid_p ?? 0,
  }));
}

function Chart({ id, title, children }: { id: string; title: string; children: ReactElement }) {
  return (
    <Grid component="figure" size={{ xs: 12, lg: 6 }} aria-labelledby={id} sx={{ m: 0, mb: 3 }} data-testid="summary-chart">
      <Typography id={id} component="figcaption" variant="subtitle1">
        {title}
      </Typography>
      <ResponsiveContainer width="100%" height={280}>
        {children}
      </ResponsiveContainer>
    </Grid>
  );
}

/** Every period labelled (12 quarters fit when slanted), not one in three. */
const periodAxis = { dataKey: 'period', interval: 0, angle: -35, textAnchor: 'end', height: 64, tick: { fontSize: 12 } } as const;

/** Issued and paid amounts per period; unpaid percentage per period for FTB vs RTB. */
export default function SummaryCharts({ rows, country }: { rows: SummaryRow[]; country: CountryCode }) {
  const text = useReportText();
  const data = points(rows, country);
  const money = (value: unknown) => formatMoney(Number(value), country);
  const percent = (value: unknown) => formatPercent(Number(value), country);
  return (
    <>
      <Chart id="summary-issued-chart" title={text.issuedChart}>
        <BarChart data={data} margin={{ left: 16, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis {...periodAxis} />
          <YAxis tickFormatter={(value: number) => wholeMoney(value, country)} width={80} />
          <Tooltip formatter={money} />
          <Legend />
          <Bar dataKey="issued" name={text.issued} fill="#37474f" />
          <Bar dataKey="principalPaid" name={text.principalPaid} fill="#00695c" />
          <Bar dataKey="totalPaid" name={text.totalPaid} fill="#6a1b9a" />
        </BarChart>
      </Chart>
      <Chart id="summary-unpaid-chart" title={text.unpaidChart}>
        <LineChart data={data} margin={{ left: 16, right: 24 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis {...periodAxis} />
          <YAxis tickFormatter={(value: number) => (country === 'ES' ? `${value} %` : `${value}%`)} />
          <Tooltip formatter={percent} />
          <Legend />
          <Line type="linear" dataKey="ftbUnpaid" name={text.ftbUnpaid} stroke="#c62828" />
          <Line type="linear" dataKey="rtbUnpaid" name={text.rtbUnpaid} stroke="#1565c0" />
        </LineChart>
      </Chart>
    </>
  );
}
