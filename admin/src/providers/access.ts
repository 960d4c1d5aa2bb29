import { canRole, type Area, type Role } from '@pronto/api';

/** The staff area of every resource and custom page (menu groups and canAccess). */
export const RESOURCE_AREAS: Readonly<Record<string, Area>> = {
  customers: 'customers',
  customerGroups: 'customers',
  documents: 'customers',
  loans: 'loans',
  loanDefinitions: 'loans',
  holidays: 'loans',
  freezeDays: 'loans',
  'iban-check': 'loans',
  'discount-proposals': 'loans',
  'loan-reference': 'loans',
  discountRules: 'loans',
  impediments: 'collections',
  cards: 'cards',
  bankAccounts: 'bank',
  scrapeSessions: 'bank',
  'scraper-performance': 'bank',
  'bank-settings': 'bank',
  tickets: 'tickets',
  templates: 'communication',
  templateChannels: 'communication',
  segments: 'communication',
  marketingScheduled: 'communication',
  smsHistory: 'communication',
  emailHistory: 'communication',
  ivrCampaigns: 'communication',
  ivrCalls: 'communication',
  'bulk-send': 'communication',
  mailbox: 'tickets',
  'comm-permissions': 'customers',
  collectionCompanies: 'collections',
  collections: 'collections',
  letters: 'collections',
  'collection-runs': 'collections',
  complaintCases: 'tickets',
  campaigns: 'communication',
  categories: 'content',
  channels: 'content',
  groups: 'content',
  contents: 'content',
  translations: 'content',
  whitelist: 'content',
  ipBans: 'content',
  enums: 'content',
  businessExceptions: 'content',
  ipLocations: 'content',
  onlineUsers: 'staff',
  staff: 'staff',
  camPermissions: 'staff',
  permissions: 'staff',
  onlineCams: 'staff',
  companyUsers: 'collections',
  'member-logins': 'staff',
  'suspected-logins': 'customers',
  report: 'reports',
  'report-summary': 'reports',
  // The API console calls any entry as the signed-in user: admin only (docs/decisions.md).
  catalogue: 'staff',
};

/** Whether a role may use a resource or page; unknown resources are refused. */
export function canAccessResource(role: Role | undefined, resource: string): boolean {
  const area = RESOURCE_AREAS[resource];
  if (!role || !area) return false;
  return canRole(role, area);
}
