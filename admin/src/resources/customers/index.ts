import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';
import type { CustomerDetails } from '@pronto/api';
import { lazyScreen } from '../../lazyScreen.ts';
import { loadCustomerList } from './loadList.ts';

export const customers = {
  list: lazyScreen(loadCustomerList),
  show: lazy(() => import('./CustomerShow.tsx')),
  edit: lazy(() => import('./CustomerEdit.tsx')),
  icon: PeopleIcon,
  recordRepresentation: (record: Pick<CustomerDetails, 'firstName' | 'lastName'>) => `${record.firstName} ${record.lastName}`,
};
