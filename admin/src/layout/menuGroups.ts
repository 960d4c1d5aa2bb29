/** The menu, grouped by staff area (resources by name, pages by path). */
export interface MenuGroup {
  label: string;
  resources: string[];
  pages?: { path: string; label: string; access: string }[];
}

export const MENU_GROUPS: MenuGroup[] = [
  { label: 'pronto.menu.customers', resources: ['customers', 'customerGroups', 'documents'] },
  {
    label: 'pronto.menu.loans',
    resources: ['loans', 'loanDefinitions', 'holidays', 'freezeDays', 'discountRules', 'impediments'],
    pages: [
      { path: '/iban-check', label: 'pronto.menu.ibanCheck', access: 'iban-check' },
      { path: '/discount-proposals', label: 'pronto.menu.discountProposals', access: 'discount-proposals' },
      { path: '/loan-reference', label: 'pronto.menu.loanReference', access: 'loan-reference' },
    ],
  },
  { label: 'pronto.menu.cards', resources: ['cards'] },
  {
    label: 'pronto.menu.bank',
    resources: ['bankAccounts', 'scrapeSessions'],
    pages: [
      { path: '/scraper-performance', label: 'pronto.menu.scraperPerformance', access: 'scraper-performance' },
      { path: '/bank-settings', label: 'pronto.menu.bankSettings', access: 'bank-settings' },
    ],
  },
  {
    label: 'pronto.menu.communication',
    resources: ['tickets', 'templates', 'templateChannels', 'segments', 'marketingScheduled', 'smsHistory', 'emailHistory', 'ivrCampaigns', 'ivrCalls'],
    pages: [
      { path: '/bulk-send', label: 'pronto.comms.menu.bulkSend', access: 'bulk-send' },
      { path: '/mailbox', label: 'pronto.comms.menu.mailbox', access: 'mailbox' },
      { path: '/comm-permissions', label: 'pronto.comms.menu.permissions', access: 'comm-permissions' },
    ],
  },
  {
    label: 'pronto.menu.collections',
    resources: ['collectionCompanies', 'complaintCases'],
    pages: [
      { path: '/collections', label: 'pronto.menu.collectionBook', access: 'collections' },
      { path: '/letters', label: 'pronto.letters.menu', access: 'letters' },
      { path: '/collection-runs', label: 'pronto.collectionRuns.menu', access: 'collection-runs' },
    ],
  },
  { label: 'pronto.menu.content', resources: ['categories', 'channels', 'groups', 'contents', 'enums', 'translations', 'businessExceptions', 'whitelist', 'ipBans', 'ipLocations', 'campaigns'] },
  {
    label: 'pronto.menu.staff',
    resources: ['staff', 'camPermissions', 'permissions', 'onlineCams', 'onlineUsers', 'companyUsers'],
    pages: [
      { path: '/member-logins', label: 'pronto.menu.memberLogins', access: 'member-logins' },
      { path: '/suspected-logins', label: 'pronto.menu.suspectedLogins', access: 'suspected-logins' },
    ],
  },
  {
    label: 'pronto.menu.reports',
    resources: [],
    pages: [
      { path: '/report', label: 'pronto.menu.report', access: 'report' },
      { path: '/report-summary', label: 'pronto.menu.reportSummary', access: 'report-summary' },
    ],
  },
  { label: 'pronto.menu.api', resources: [], pages: [{ path: '/catalogue', label: 'pronto.menu.catalogue', access: 'catalogue' }] },
];
