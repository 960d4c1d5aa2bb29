import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';

const screens = () => import('./StaffScreens.tsx');
const pages = () => import('./LoginPages.tsx');

export const staff = {
  list: lazy(() => screens().then((m) => ({ default: m.StaffList }))),
  edit: lazy(() => screens().then((m) => ({ default: m.StaffEdit }))),
  create: lazy(() => screens().then((m) => ({ default: m.StaffCreate }))),
  icon: BadgeIcon,
  recordRepresentation: 'fullName',
};

export const MemberLoginsPage = lazy(() => pages().then((m) => ({ default: m.MemberLoginsPage })));
export const SuspectedLoginsPage = lazy(() => pages().then((m) => ({ default: m.SuspectedLoginsPage })));
