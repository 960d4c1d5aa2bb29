import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

const LazyReport = lazy(() => import('./ReportPage.tsx'));
const LazySummary = lazy(() => import('./ReportSummaryPage.tsx'));

/** /report, loaded on first visit. */
export function ReportPage() {
  return (
    <Suspense fallback={<Loading />}>
      <LazyReport />
    </Suspense>
  );
}

/** /report-summary, loaded on first visit (recharts comes with it). */
export function ReportSummaryPage() {
  return (
    <Suspense fallback={<Loading />}>
      <LazySummary />
    </Suspense>
  );
}
