import { lazy } from 'react';
import HistoryIcon from '@mui/icons-material/History';

/** The audit trail's search (reporters and admins); a record's own entries are a tab of its page (resources/shared/AuditTrail.tsx). */
export const auditTrail = {
  list: lazy(() => import('./AuditList.tsx')),
  icon: HistoryIcon,
};

export const ApprovalsPage = lazy(() => import('./ApprovalsPage.tsx'));
