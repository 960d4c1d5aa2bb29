import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { CustomerDetails } from '@pronto/api';
import { customerListModule } from './listModule.ts';

export const customers = {
  list: lazy(customerListModule.load),
  show: lazy(() => import('./CustomerShow.tsx')),
  edit: lazy(() => import('./CustomerEdit.tsx')),
  icon: PeopleIcon,
  recordRepresentation: (record: Pick<CustomerDetails, 'firstName' | 'lastName'>) => `${record.firstName} ${record.lastName}`,
};
