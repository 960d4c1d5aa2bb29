import { lazy } from 'react';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import type { Loan } from '@pronto/api';

export const loans = {
  list: lazy(() => import('./LoanList.tsx')),
  show: lazy(() => import('./LoanShow.tsx')),
  icon: RequestQuoteIcon,
  recordRepresentation: (record: Pick<Loan, 'id' | 'application'>) => `#${record.id} ${record.application}`,
};
