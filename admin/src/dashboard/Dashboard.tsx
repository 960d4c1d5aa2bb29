import './messages.ts'; // the feature's texts, registered before this renders
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { Box, Card, CardContent, Grid, Typography } from '@mui/material';
import { Loading, Title, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@pronto/api';
import { loadDashboardStats } from './stats.ts';

const DashboardCharts = lazy(() => import('./DashboardCharts.tsx'));

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="body2" color="text.secondary" component="h2">
          {label}
        </Typography>
        <Typography variant="h4" component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** Today's figures (applications, approvals, issues, due and paid) and labelled charts; reporters are sent to their reports. */
export function Dashboard() {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const { permissions } = usePermissions<Role>();
  const { data } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => loadDashboardStats(dataProvider),
    enabled: permissions !== undefined && permissions !== 'reporter',
  });
  if (permissions === 'reporter') return <Navigate to="/report" replace />;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="pronto.menu.dashboard" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        {translate('pronto.dashboard.title')}
      </Typography>
      {!data ? (
        <Loading />
      ) : (
        <>
          <Grid container spacing={2}>
            {(
              [
                ['applications', data.applications],
                ['approvals', data.approvals],
                ['issued', data.issued],
                ['dueToday', data.dueToday],
                ['paidToday', data.paidToday],
                ['overdue', data.overdue],
              ] as const
            ).map(([key, value]) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 2 }}>
                <Figure label={translate(`pronto.dashboard.${key}`)} value={value} />
              </Grid>
            ))}
          </Grid>
          <Suspense fallback={<Loading />}>
            <DashboardCharts stats={data} />
          </Suspense>
        </>
      )}
    </Box>
  );
}
