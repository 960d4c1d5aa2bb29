import './messages.ts'; // the chart's texts, registered before it renders
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslate } from 'react-admin';
import type { ScraperPerformance } from '../../providers/bankData.ts';
import { chartRows } from './format.ts';

/** recharts is heavy: this file is its own chunk, loaded once figures are shown. */
export default function PerformanceChart({ byDay }: { byDay: ScraperPerformance['byDay'] }) {
  const translate = useTranslate();
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={chartRows(byDay)}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="day" />
        <YAxis allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Bar dataKey="completed" name={translate('pronto.bank.completed')} stackId="s" fill="#2e7d32" />
        <Bar dataKey="failed" name={translate('pronto.bank.failed')} stackId="s" fill="#c62828" />
      </BarChart>
    </ResponsiveContainer>
  );
}
