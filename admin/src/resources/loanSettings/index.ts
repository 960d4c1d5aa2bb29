import { lazy } from 'react';
import EventIcon from '@mui/icons-material/Event';
import AcUnitIcon from '@mui/icons-material/AcUnit';

const screens = () => import('./DayScreens.tsx');
const holidayScreens = () => screens().then((m) => m.dayScreens('name'));
const freezeScreens = () => screens().then((m) => m.dayScreens('reason'));

export const holidays = {
  list: lazy(() => holidayScreens().then((s) => ({ default: s.list }))),
  create: lazy(() => holidayScreens().then((s) => ({ default: s.create }))),
  edit: lazy(() => holidayScreens().then((s) => ({ default: s.edit }))),
  icon: EventIcon,
  recordRepresentation: 'date',
};

export const freezeDays = {
  list: lazy(() => freezeScreens().then((s) => ({ default: s.list }))),
  create: lazy(() => freezeScreens().then((s) => ({ default: s.create }))),
  edit: lazy(() => freezeScreens().then((s) => ({ default: s.edit }))),
  icon: AcUnitIcon,
  recordRepresentation: 'date',
};

export const IbanCheckPage = lazy(() => import('./IbanCheckPage.tsx'));
