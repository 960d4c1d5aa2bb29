import { lazy } from 'react';
import BusinessIcon from '@mui/icons-material/Business';

const screens = () => import('./CompanyScreens.tsx');

export const collectionCompanies = {
  list: lazy(() => screens().then((m) => ({ default: m.CompanyList }))),
  show: lazy(() => screens().then((m) => ({ default: m.CompanyShow }))),
  create: lazy(() => screens().then((m) => ({ default: m.CompanyCreate }))),
  edit: lazy(() => screens().then((m) => ({ default: m.CompanyEdit }))),
  icon: BusinessIcon,
  recordRepresentation: 'name',
};

export const CollectionsPage = lazy(() => import('./CollectionsPage.tsx'));
