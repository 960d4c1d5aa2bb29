import { lazy } from 'react';
import BadgeIcon from '@mui/icons-material/Badge';
import TuneIcon from '@mui/icons-material/Tune';
import LockIcon from '@mui/icons-material/Lock';
import HeadsetMicIcon from '@mui/icons-material/HeadsetMic';
import BusinessIcon from '@mui/icons-material/Business';
import type { ResourceProps } from 'react-admin';

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

const permissionScreens = () => import('./PermissionScreens.tsx');

/** Agents' business operations and live chat, permission list, online agents, collection company users. */
export const staffResources: ResourceProps[] = [
  {
    name: 'camPermissions',
    list: lazy(() => permissionScreens().then((m) => ({ default: m.CamPermissionList }))),
    edit: lazy(() => permissionScreens().then((m) => ({ default: m.CamPermissionEdit }))),
    icon: TuneIcon,
    recordRepresentation: 'emailAddress',
  },
  {
    name: 'permissions',
    list: lazy(() => permissionScreens().then((m) => ({ default: m.PermissionList }))),
    icon: LockIcon,
    recordRepresentation: 'name',
  },
  {
    name: 'onlineCams',
    list: lazy(() => permissionScreens().then((m) => ({ default: m.OnlineCamList }))),
    icon: HeadsetMicIcon,
    recordRepresentation: 'emailAddress',
  },
  {
    name: 'companyUsers',
    list: lazy(() => permissionScreens().then((m) => ({ default: m.CompanyUserList }))),
    icon: BusinessIcon,
    recordRepresentation: 'name',
  },
];
