import { lazy } from 'react';
import EventIcon from '@mui/icons-material/Event';
import AcUnitIcon from '@mui/icons-material/AcUnit';
import TuneIcon from '@mui/icons-material/Tune';
import PercentIcon from '@mui/icons-material/Percent';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';

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

const definitions = () => import('./LoanDefinitionScreens.tsx');
export const loanDefinitions = {
  list: lazy(() => definitions().then((m) => ({ default: m.LoanDefinitionList }))),
  show: lazy(() => definitions().then((m) => ({ default: m.LoanDefinitionShow }))),
  edit: lazy(() => definitions().then((m) => ({ default: m.LoanDefinitionEdit }))),
  icon: TuneIcon,
  recordRepresentation: 'name',
};

const rules = () => import('./DiscountRuleScreens.tsx');
export const discountRules = {
  list: lazy(() => rules().then((m) => ({ default: m.DiscountRuleList }))),
  create: lazy(() => rules().then((m) => ({ default: m.DiscountRuleCreate }))),
  edit: lazy(() => rules().then((m) => ({ default: m.DiscountRuleEdit }))),
  icon: PercentIcon,
  recordRepresentation: 'name',
};

const impedimentScreens = () => import('./ImpedimentScreens.tsx');
export const impediments = {
  list: lazy(() => impedimentScreens().then((m) => ({ default: m.ImpedimentList }))),
  show: lazy(() => impedimentScreens().then((m) => ({ default: m.ImpedimentShow }))),
  create: lazy(() => impedimentScreens().then((m) => ({ default: m.ImpedimentCreate }))),
  icon: PauseCircleIcon,
  recordRepresentation: (r: { id: number; loanId?: number }) => `#${r.id} (loan ${String(r.loanId ?? '')})`,
};

export const IbanCheckPage = lazy(() => import('./IbanCheckPage.tsx'));
export const DiscountProposalsPage = lazy(() => import('./DiscountProposalsPage.tsx'));
export const LoanReferencePage = lazy(() => import('./LoanReferencePage.tsx'));
