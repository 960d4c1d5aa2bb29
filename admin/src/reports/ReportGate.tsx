import type { ReactNode } from 'react';
import { Alert, Box } from '@mui/material';
import { Loading, useAuthState, useCanAccess } from 'react-admin';
import { useReportText } from './messages.ts';
import { ReportSignIn } from './ReportSignIn.tsx';

/**
 * Signed in when a report token is stored (the authProvider's checkAuth reads it and clears a stale
 * one); otherwise the sign-in form. A signed-in role that may not use reports gets a notice.
 */
export function ReportGate({ children }: { children: ReactNode }) {
  const text = useReportText();
  const auth = useAuthState(undefined, false);
  const access = useCanAccess({ action: 'list', resource: 'report', enabled: auth.authenticated === true });
  if (auth.isPending) return <Loading />;
  if (!auth.authenticated) return <ReportSignIn onSignedIn={() => void auth.refetch()} />;
  if (access.isPending) return <Loading />;
  if (!access.canAccess) {
    return (
      <Box sx={{ p: 2 }} data-testid="report-area">
        <Alert severity="warning">{text.notAllowed}</Alert>
      </Box>
    );
  }
  return <>{children}</>;
}
