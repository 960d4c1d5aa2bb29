import { lazy, useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { i18nProvider } from './i18n/i18nProvider.ts';
import { ErrorPage } from './layout/ErrorPage.tsx';
import { ProntoNotification } from './layout/ProntoNotification.tsx';
import { ProntoLayout } from './layout/ProntoLayout.tsx';
import { darkTheme, lightTheme } from './layout/themes.ts';
import { LoginPage } from './login/LoginPage.tsx';
import { authProvider } from './providers/authProvider.ts';
import { dataProvider } from './providers/dataProvider.ts';
import { createStore } from './providers/store.ts';
import { bankAccounts, BankSettingsPage, ScraperPerformancePage, scrapeSessions } from './resources/bankData/index.ts';
import { cards } from './resources/cards/index.ts';
import { crudResources } from './resources/crud/index.ts';
import { campaigns } from './resources/affiliates/index.ts';
import { collectionCompanies, CollectionsPage } from './resources/collections/index.ts';
import {
  BulkSendPage,
  emailHistory,
  ivrCalls,
  ivrCampaigns,
  MailboxPage,
  marketingScheduled,
  PermissionsPage,
  segments,
  smsHistory,
  templateChannels,
  templates,
} from './resources/communication/index.ts';
import { complaintCases } from './resources/complaints/index.ts';
import { documents } from './resources/documents/index.ts';
import { CollectionRunsPage, LettersPage } from './resources/letters/index.ts';
import { contentResources, ipBans, translations, whitelist } from './resources/content/index.ts';
import { MemberLoginsPage, staff, staffResources, SuspectedLoginsPage } from './resources/staff/index.ts';
import { customers } from './resources/customers/index.ts';
import {
  DiscountProposalsPage,
  discountRules,
  freezeDays,
  holidays,
  IbanCheckPage,
  impediments,
  loanDefinitions,
  LoanReferencePage,
} from './resources/loanSettings/index.ts';
import { loans } from './resources/loans/index.ts';
import { MaintenancePage } from './resources/maintenance/index.ts';
import { tickets } from './resources/tickets/index.ts';
import { ApprovalsPage, auditTrail } from './resources/audit/index.ts';
import { ReportPage, ReportRoute, ReportSummaryPage } from './reports/index.ts';

const CataloguePage = lazy(() => import('./catalogue/CataloguePage.tsx'));
// Loaded when shown: a staff member opening a list never waits for the dashboard's code.
const Dashboard = lazy(() => import('./dashboard/Dashboard.tsx').then((m) => ({ default: m.Dashboard })));

export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  const [store] = useState(() => createStore());
  return (
    <Admin
      store={store}
      queryClient={queryClient}
      disableTelemetry
      title="Pronto"
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      loginPage={LoginPage}
      layout={ProntoLayout}
      notification={ProntoNotification}
      dashboard={Dashboard}
      catchAll={ErrorPage}
      theme={lightTheme}
      darkTheme={darkTheme}
      requireAuth
    >
      <Resource name="customers" {...customers} />
      <Resource name="loans" {...loans} />
      <Resource name="cards" {...cards} />
      <Resource name="bankAccounts" {...bankAccounts} />
      <Resource name="scrapeSessions" {...scrapeSessions} />
      <Resource name="tickets" {...tickets} />
      <Resource name="templates" {...templates} />
      <Resource name="smsHistory" {...smsHistory} />
      <Resource name="emailHistory" {...emailHistory} />
      <Resource name="templateChannels" {...templateChannels} />
      <Resource name="segments" {...segments} />
      <Resource name="marketingScheduled" {...marketingScheduled} />
      <Resource name="ivrCampaigns" {...ivrCampaigns} />
      <Resource name="ivrCalls" {...ivrCalls} />
      <Resource name="collectionCompanies" {...collectionCompanies} />
      <Resource name="complaintCases" {...complaintCases} />
      <Resource name="documents" {...documents} />
      <Resource name="whitelist" {...whitelist} />
      <Resource name="ipBans" {...ipBans} />
      <Resource name="translations" {...translations} />
      <Resource name="staff" {...staff} />
      <Resource name="campaigns" {...campaigns} />
      <Resource name="holidays" {...holidays} />
      <Resource name="freezeDays" {...freezeDays} />
      <Resource name="loanDefinitions" {...loanDefinitions} />
      <Resource name="discountRules" {...discountRules} />
      <Resource name="impediments" {...impediments} />
      <Resource name="auditTrail" {...auditTrail} />
      {[...contentResources, ...staffResources].map((r) => (
        <Resource key={r.name} {...r} />
      ))}
      {crudResources.map((r) => (
        <Resource key={r.name} {...r} />
      ))}
      <CustomRoutes>
        <Route path="/error" element={<ErrorPage />} />
        <Route path="/catalogue" element={<CataloguePage />} />
        <Route path="/collections" element={<CollectionsPage />} />
        <Route path="/letters" element={<LettersPage />} />
        <Route path="/collection-runs" element={<CollectionRunsPage />} />
        <Route path="/member-logins" element={<MemberLoginsPage />} />
        <Route path="/iban-check" element={<IbanCheckPage />} />
        <Route path="/bulk-send" element={<BulkSendPage />} />
        <Route path="/mailbox" element={<MailboxPage />} />
        <Route path="/comm-permissions" element={<PermissionsPage />} />
        <Route path="/scraper-performance" element={<ScraperPerformancePage />} />
        <Route path="/bank-settings" element={<BankSettingsPage />} />
        <Route path="/discount-proposals" element={<DiscountProposalsPage />} />
        <Route path="/loan-reference" element={<LoanReferencePage />} />
        <Route path="/suspected-logins" element={<SuspectedLoginsPage />} />
        <Route path="/approvals" element={<ApprovalsPage />} />
        <Route path="/maintenance" element={<MaintenancePage />} />
      </CustomRoutes>
      {/* Public: the report sign-in shows here unless signed in (back-office.md §2). */}
      <CustomRoutes noLayout>
        <Route
          path="/report"
          element={
            <ReportRoute layout={ProntoLayout}>
              <ReportPage />
            </ReportRoute>
          }
        />
        <Route
          path="/report-summary"
          element={
            <ReportRoute layout={ProntoLayout}>
              <ReportSummaryPage />
            </ReportRoute>
          }
        />
      </CustomRoutes>
    </Admin>
  );
}
