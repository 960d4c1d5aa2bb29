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

/** Today's figures and two small charts; reporters are sent to their reports. */
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
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure label={translate('pronto.dashboard.applications')} value={data.applications} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure label={translate('pronto.dashboard.issued')} value={data.issued} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure label={translate('pronto.dashboard.overdue')} value={data.overdue} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <Figure label={translate('pronto.dashboard.openTickets')} value={data.openTickets} />
            </Grid>
          </Grid>
          <Suspense fallback={<Loading />}>
            <DashboardCharts stats={data} />
          </Suspense>
        </>
      )}
    </Box>
  );
}
