import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { CustomerDetails } from '@pronto/api';

export const customers = {
  list: lazy(() => import('./CustomerList.tsx')),
  show: lazy(() => import('./CustomerShow.tsx')),
  edit: lazy(() => import('./CustomerEdit.tsx')),
  icon: PeopleIcon,
  recordRepresentation: (record: Pick<CustomerDetails, 'firstName' | 'lastName'>) => `${record.firstName} ${record.lastName}`,
};
