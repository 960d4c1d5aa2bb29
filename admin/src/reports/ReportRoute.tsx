import type { ComponentType, ReactNode } from 'react';
import { useAuthState } from 'react-admin';

/**
 * /report and /report-summary are public routes that show the report sign-in unless signed in
 * (back-office.md §2). They are mounted without the console layout, so the console's sign-in redirect
 * never applies to them; once signed in, the page is wrapped in the console layout like any other.
 */
export function ReportRoute({ layout: Layout, children }: { layout: ComponentType<{ children: ReactNode }>; children: ReactNode }) {
  const auth = useAuthState(undefined, false);
  return auth.authenticated ? <Layout>{children}</Layout> : <>{children}</>;
}
