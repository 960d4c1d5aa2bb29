import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';

const accounts = () => import('./AccountScreens.tsx');
const sessions = () => import('./SessionScreens.tsx');

export const bankAccounts = {
  list: lazy(() => accounts().then((m) => ({ default: m.BankAccountList }))),
  show: lazy(() => accounts().then((m) => ({ default: m.BankAccountShow }))),
  create: lazy(() => accounts().then((m) => ({ default: m.BankAccountCreate }))),
  icon: AccountBalanceIcon,
  recordRepresentation: (record: { iban?: string; id: number }) => record.iban ?? `#${record.id}`,
};

export const scrapeSessions = {
  list: lazy(() => sessions().then((m) => ({ default: m.ScrapeSessionList }))),
  show: lazy(() => sessions().then((m) => ({ default: m.ScrapeSessionShow }))),
  create: lazy(() => sessions().then((m) => ({ default: m.ScrapeSessionCreate }))),
  icon: TravelExploreIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};

export const ScraperPerformancePage = lazy(() => import('./ScraperPerformancePage.tsx'));
export const BankSettingsPage = lazy(() => import('./BankSettingsPage.tsx'));
