import { lazy } from 'react';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';

const screens = () => import('./ComplaintScreens.tsx');

export const complaintCases = {
  list: lazy(() => screens().then((m) => ({ default: m.ComplaintList }))),
  show: lazy(() => screens().then((m) => ({ default: m.ComplaintShow }))),
  create: lazy(() => screens().then((m) => ({ default: m.ComplaintCreate }))),
  edit: lazy(() => screens().then((m) => ({ default: m.ComplaintEdit }))),
  icon: ReportProblemIcon,
  recordRepresentation: 'subject',
};
