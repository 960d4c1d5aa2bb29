import './messages.ts'; // the feature's texts, registered before this renders
import type { ReactNode } from 'react';
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardStats } from './stats.ts';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card>
        <CardContent>
          <Typography variant="subtitle1" component="h2">
            {title}
          </Typography>
          <ResponsiveContainer width="100%" height={220}>
            {children}
          </ResponsiveContainer>
        </CardContent>
      </Card>
    </Grid>
  );
}

/** A bar chart of one count per category, every bar labelled with its value. */
function CountBars({ data, label }: { data: { name: string; count: number }[]; label: string }) {
  return (
    <BarChart data={data} margin={{ top: 20 }}>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey="name" interval={0} tick={{ fontSize: 12 }} />
      <YAxis allowDecimals={false} />
      <Tooltip />
      <Bar dataKey="count" name={label} fill="#37474f" isAnimationActive={false}>
        <LabelList dataKey="count" position="top" />
      </Bar>
    </BarChart>
  );
}

/** recharts is heavy: this file is its own chunk, loaded after the figures. */
export default function DashboardCharts({ stats }: { stats: DashboardStats }) {
  const translate = useTranslate();
  const loansLabel = translate('pronto.dashboard.count');
  return (
    <Grid container spacing={2} sx={{ mt: 1 }}>
      <ChartCard title={translate('pronto.dashboard.lastDays')}>
        <BarChart data={stats.lastDays} margin={{ top: 20 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="day" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Bar dataKey="applications" name={translate('pronto.dashboard.series.applications')} fill="#00695c" isAnimationActive={false}>
            <LabelList dataKey="applications" position="top" />
          </Bar>
        </BarChart>
      </ChartCard>
      <ChartCard title={translate('pronto.dashboard.overdueBuckets')}>
        <CountBars
          label={loansLabel}
          data={stats.overdueByBucket.map((b) => ({ name: translate('pronto.dashboard.days', { bucket: b.bucket }), count: b.count }))}
        />
      </ChartCard>
      <ChartCard title={translate('pronto.dashboard.ticketQueues')}>
        <CountBars
          label={translate('pronto.dashboard.openTickets')}
          data={stats.ticketsByQueue.map((q) => ({ name: translate(`resources.tickets.queues.${q.queue}`), count: q.count }))}
        />
      </ChartCard>
    </Grid>
  );
}
