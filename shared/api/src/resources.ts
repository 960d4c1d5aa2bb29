import type { CallId } from './call-types.ts';
import type { Area, Service } from './types.ts';

/**
 * The catalogue calls a console resource is read and written with, one per react-admin method
 * (getList, getOne, getMany, getManyReference, create, update, delete). A missing one means the
 * screens do not do that (the provider refuses it) or, for one / many / ref, that it is answered
 * from `list` (a record found in the whole list, a list filtered on the reference's target).
 */
export interface ResourceCalls {
  list?: CallId;
  one?: CallId;
  many?: CallId;
  ref?: CallId;
  create?: CallId;
  update?: CallId;
  delete?: CallId;
}

/** react-admin's CRUD data-provider methods: a resource's screens call them by the resource's name. */
export const CRUD_METHODS = [
  'getList',
  'getOne',
  'getMany',
  'getManyReference',
  'create',
  'update',
  'updateMany',
  'delete',
  'deleteMany',
] as const;

/** The console's menu groups, in menu order. */
export type MenuGroupName =
  'customers' | 'loans' | 'cards' | 'bank' | 'communication' | 'collections' | 'content' | 'staff' | 'reports' | 'api';

/** One console resource: the service answering it, the staff area guarding it, its menu group and calls. */
export interface ResourceDef {
  service: Service;
  area: Area;
  /** Where the menu lists it; null: reached from other screens only (a customer's comments). */
  menu: MenuGroupName | null;
  /**
   * The name the calls give the record's id when it is not a path variable (`customerId`, `ticketId`);
   * `id` when not given.
   */
  key?: string;
  calls: ResourceCalls;
}

/**
 * Every console resource: the menu, canAccess, the console's data providers and the
 * mock's role check read this one table. Menu order inside a group is table order.
 */
export const RESOURCES = {
  // Customers
  customers: {
    service: 'customer',
    area: 'customers',
    menu: 'customers',
    key: 'customerId',
    calls: {
      list: 'customer.search',
      one: 'customer.customer',
      many: 'customer.search',
      ref: 'customer.search',
      update: 'customer.customer.put',
    },
  },
  customerGroups: {
    service: 'customer',
    area: 'customers',
    menu: 'customers',
    calls: { list: 'customer.groups', create: 'customer.group.post', update: 'customer.group', delete: 'customer.group.delete' },
  },
  documents: {
    service: 'communication',
    area: 'customers',
    menu: 'customers',
    calls: {
      list: 'communication.documentList',
      one: 'communication.documentList',
      ref: 'communication.documentList',
      create: 'communication.s3Upload',
    },
  },
  comments: {
    service: 'customer',
    area: 'customers',
    menu: null,
    key: 'commentId',
    calls: { ref: 'customer.comment', create: 'customer.comment.post', update: 'customer.updateComment' },
  },
  // Loans
  loans: {
    service: 'loan',
    area: 'loans',
    menu: 'loans',
    calls: { list: 'loan.searchLoans', one: 'loan.searchLoans', many: 'loan.searchLoans', ref: 'loan.searchLoans' },
  },
  loanDefinitions: {
    service: 'loan',
    area: 'loans',
    menu: 'loans',
    calls: { list: 'loan.getAllLoanDefinitions', one: 'loan.getLoanDefinition', update: 'loan.loanDefinition' },
  },
  holidays: {
    service: 'loan',
    area: 'loans',
    menu: 'loans',
    calls: { list: 'loan.hollidays', create: 'loan.holliday', update: 'loan.holliday.put' },
  },
  freezeDays: {
    service: 'loan',
    area: 'loans',
    menu: 'loans',
    calls: { list: 'loan.freezeDay.get', create: 'loan.freezeDay', update: 'loan.freezeDay.put' },
  },
  discountRules: {
    service: 'loan',
    area: 'loans',
    menu: 'loans',
    calls: {
      list: 'loan.discount/rules',
      create: 'loan.discount/rules.post',
      update: 'loan.discount/rules.post',
      delete: 'loan.discount/rule',
    },
  },
  impediments: {
    service: 'loan',
    area: 'collections',
    menu: 'loans',
    key: 'impedimentId',
    calls: {
      list: 'loan.getAllImpediments/paged',
      one: 'loan.getAllImpediments',
      create: 'loan.createLoanImpediment',
      update: 'loan.setImpedimentStatus',
    },
  },
  // Cards
  cards: {
    service: 'card',
    area: 'cards',
    menu: 'cards',
    calls: { list: 'card.searchCards', one: 'card.searchCards', many: 'card.searchCards', ref: 'card.searchCards' },
  },
  cardTransactions: {
    service: 'card',
    area: 'cards',
    menu: null,
    calls: { list: 'card.searchCardTransactions', ref: 'card.searchCardTransactions' },
  },
  // Bank data
  bankAccounts: {
    service: 'bankscraper',
    area: 'bank',
    menu: 'bank',
    calls: {
      list: 'bankscraper.searchAccounts',
      one: 'bankscraper.searchAccounts',
      many: 'bankscraper.searchAccounts',
      ref: 'bankscraper.searchAccounts',
      create: 'bankscraper.addCustomerBankAccountManually',
    },
  },
  scrapeSessions: {
    service: 'bankscraper',
    area: 'bank',
    menu: 'bank',
    calls: {
      list: 'bankscraper.searchSessions',
      one: 'bankscraper.searchSessions',
      many: 'bankscraper.searchSessions',
      ref: 'bankscraper.searchSessions',
      create: 'bankscraper.scrape',
    },
  },
  // Communication
  tickets: {
    service: 'communication',
    area: 'tickets',
    menu: 'communication',
    calls: {
      list: 'communication.getTickets',
      one: 'communication.getTickets',
      many: 'communication.getTickets',
      ref: 'communication.getCustomerTickets',
    },
  },
  templates: {
    service: 'communication',
    area: 'communication',
    menu: 'communication',
    key: 'templateId',
    calls: {
      list: 'communication.CommTemplate',
      create: 'communication.CommTemplate.post',
      update: 'communication.CommTemplate.put',
      delete: 'communication.deleteTemplateById',
    },
  },
  templateChannels: {
    service: 'communication',
    area: 'communication',
    menu: 'communication',
    calls: {
      list: 'communication.CommTemplateChannel',
      create: 'communication.CommTemplateChannel.post',
      update: 'communication.CommTemplateChannel.put',
      delete: 'communication.CommTemplateChannel.delete',
    },
  },
  segments: {
    service: 'communication',
    area: 'communication',
    menu: 'communication',
    calls: {
      list: 'communication.getAllSegments',
      one: 'communication.getSegmentById',
      create: 'communication.insertSegment',
      update: 'communication.insertSegment',
      delete: 'communication.deleteSegment',
    },
  },
  marketingScheduled: {
    service: 'communication',
    area: 'communication',
    menu: 'communication',
    calls: {
      list: 'communication.getAllMarketingScheduled',
      one: 'communication.getMarketingScheduledById',
      create: 'communication.insertMarketingScheduled',
      update: 'communication.insertMarketingScheduled',
      delete: 'communication.deleteMarketingScheduled',
    },
  },
  smsHistory: {
    service: 'communication',
    area: 'communication',
    menu: 'communication',
    calls: { list: 'communication.sms/historypaged', one: 'communication.sms/historypaged', ref: 'communication.sms/historypaged' },
  },
  emailHistory: {
    service: 'communication',
    area: 'communication',
    menu: 'communication',
    calls: {
      list: 'communication.email/historybypaging',
      one: 'communication.email/historybypaging',
      ref: 'communication.email/historybypaging',
    },
  },
  ivrCampaigns: {
    service: 'communication',
    area: 'communication',
    menu: 'communication',
    calls: { list: 'communication.ivr/searchCampaigns', one: 'communication.ivr/searchCampaigns' },
  },
  ivrCalls: {
    service: 'communication',
    area: 'communication',
    menu: 'communication',
    calls: { list: 'communication.ivr/searchCalls', one: 'communication.ivr/searchCalls', ref: 'communication.ivr/searchCalls' },
  },
  // Collections
  collectionCompanies: {
    service: 'customer',
    area: 'collections',
    menu: 'collections',
    calls: {
      list: 'customer.collectionCompany',
      create: 'customer.collectionCompany.post',
      update: 'customer.collectionCompany.put',
      delete: 'customer.collectionCompany.delete',
    },
  },
  complaintCases: {
    service: 'customer',
    area: 'tickets',
    menu: 'collections',
    key: 'complaintCaseId',
    calls: {
      list: 'customer.complaintCases',
      ref: 'customer.complaintCases',
      create: 'customer.complaintCase',
      update: 'customer.complaintCase.put',
      delete: 'customer.complaintCase.delete',
    },
  },
  // Content
  categories: {
    service: 'content',
    area: 'content',
    menu: 'content',
    calls: {
      list: 'content.category',
      one: 'content.tree',
      many: 'content.tree',
      create: 'content.category.post',
      update: 'content.category.put',
      delete: 'content.category.delete',
    },
  },
  channels: {
    service: 'content',
    area: 'content',
    menu: 'content',
    calls: {
      list: 'content.tree',
      one: 'content.tree',
      many: 'content.tree',
      ref: 'content.channel',
      create: 'content.channel.post',
      update: 'content.channel.put',
      delete: 'content.channel.delete',
    },
  },
  groups: {
    service: 'content',
    area: 'content',
    menu: 'content',
    calls: {
      list: 'content.tree',
      one: 'content.tree',
      many: 'content.tree',
      ref: 'content.group',
      create: 'content.group.post',
      update: 'content.group.put',
      delete: 'content.group.delete',
    },
  },
  contents: {
    service: 'content',
    area: 'content',
    menu: 'content',
    calls: {
      list: 'content.tree',
      one: 'content.tree',
      many: 'content.tree',
      ref: 'content.content',
      create: 'content.content.post',
      update: 'content.content.put',
      delete: 'content.content.delete',
    },
  },
  enums: { service: 'content', area: 'content', menu: 'content', calls: { list: 'content.enums', create: 'content.enums.post' } },
  translations: {
    service: 'content',
    area: 'content',
    menu: 'content',
    calls: { list: 'content.translations', create: 'content.translation', update: 'content.updateTranslation' },
  },
  businessExceptions: { service: 'content', area: 'content', menu: 'content', calls: { list: 'content.translation/businessException' } },
  whitelist: {
    service: 'content',
    area: 'content',
    menu: 'content',
    calls: { list: 'content.whiteList', create: 'content.whiteList.post', delete: 'content.whiteList.delete' },
  },
  ipBans: {
    service: 'content',
    area: 'content',
    menu: 'content',
    calls: { list: 'content.ipbanner/local/list', create: 'content.ipbanner/local/set', delete: 'content.ipbanner/local/remove' },
  },
  ipLocations: { service: 'content', area: 'content', menu: 'content', calls: { list: 'content.ipLocations' } },
  campaigns: {
    service: 'customer',
    area: 'communication',
    menu: 'content',
    calls: {
      list: 'customer.affiliate/campaign',
      create: 'customer.affiliate/campaign.post',
      update: 'customer.affiliate/campaign.put',
      delete: 'customer.affiliate/campaign.delete',
    },
  },
  // Staff
  staff: {
    service: 'membership',
    area: 'staff',
    menu: 'staff',
    key: 'staffId',
    calls: { list: 'membership.members', one: 'membership.member', create: 'membership.cam', update: 'membership.updateMember' },
  },
  camPermissions: {
    service: 'membership',
    area: 'staff',
    menu: 'staff',
    calls: { list: 'membership.camBusinessOperationPermissions', update: 'membership.setCamBusinessOperationPermission' },
  },
  permissions: { service: 'membership', area: 'staff', menu: 'staff', calls: { list: 'membership.permissions' } },
  onlineCams: { service: 'membership', area: 'staff', menu: 'staff', calls: { list: 'membership.onlineCamsBOPs' } },
  onlineUsers: { service: 'content', area: 'staff', menu: 'staff', calls: { list: 'content.onlineUsers' } },
  companyUsers: { service: 'membership', area: 'collections', menu: 'staff', calls: { list: 'membership.collectionCompanies' } },
  // Reports: who did what, and why, for reporters and admins.
  auditTrail: { service: 'membership', area: 'reports', menu: 'reports', calls: { list: 'membership.searchAudit' } },
} as const satisfies Record<string, ResourceDef>;

/** A resource of the console. */
export type ResourceName = keyof typeof RESOURCES;

/** A console page that is not a resource: its staff area and, when the menu lists it, group and label. */
export interface PageDef {
  area: Area;
  menu: MenuGroupName | null;
  /** The i18n key of its menu entry. */
  label?: string;
}

/** The console's own pages (custom routes), by path without the leading slash. */
export const PAGES = {
  'iban-check': { area: 'loans', menu: 'loans', label: 'pronto.menu.ibanCheck' },
  'discount-proposals': { area: 'loans', menu: 'loans', label: 'pronto.menu.discountProposals' },
  'loan-reference': { area: 'loans', menu: 'loans', label: 'pronto.menu.loanReference' },
  // Four-eyes proposals (desist): agents see theirs waiting, admins decide (membership.approval/decide is area staff).
  approvals: { area: 'loans', menu: 'loans', label: 'pronto.audit.approvals.menu' },
  'scraper-performance': { area: 'bank', menu: 'bank', label: 'pronto.menu.scraperPerformance' },
  'bank-settings': { area: 'bank', menu: 'bank', label: 'pronto.menu.bankSettings' },
  'bulk-send': { area: 'communication', menu: 'communication', label: 'pronto.comms.menu.bulkSend' },
  mailbox: { area: 'tickets', menu: 'communication', label: 'pronto.comms.menu.mailbox' },
  'comm-permissions': { area: 'customers', menu: 'communication', label: 'pronto.comms.menu.permissions' },
  collections: { area: 'collections', menu: 'collections', label: 'pronto.menu.collectionBook' },
  letters: { area: 'collections', menu: 'collections', label: 'pronto.letters.menu' },
  'collection-runs': { area: 'collections', menu: 'collections', label: 'pronto.collectionRuns.menu' },
  'member-logins': { area: 'staff', menu: 'staff', label: 'pronto.menu.memberLogins' },
  'suspected-logins': { area: 'customers', menu: 'staff', label: 'pronto.menu.suspectedLogins' },
  report: { area: 'reports', menu: 'reports', label: 'pronto.menu.report' },
  'report-summary': { area: 'reports', menu: 'reports', label: 'pronto.menu.reportSummary' },
  // The API console calls any entry as the signed-in user: admin only (docs/decisions.md).
  catalogue: { area: 'staff', menu: 'api', label: 'pronto.menu.catalogue' },
  // Repairs over every loan or card, provider tests and period reports: admins only.
  maintenance: { area: 'staff', menu: 'api', label: 'pronto.menu.maintenance' },
} as const satisfies Record<string, PageDef>;

/** The menu groups in order, with their i18n labels. */
export const MENU_GROUP_LABELS: Readonly<Record<MenuGroupName, string>> = {
  customers: 'pronto.menu.customers',
  loans: 'pronto.menu.loans',
  cards: 'pronto.menu.cards',
  bank: 'pronto.menu.bank',
  communication: 'pronto.menu.communication',
  collections: 'pronto.menu.collections',
  content: 'pronto.menu.content',
  staff: 'pronto.menu.staff',
  reports: 'pronto.menu.reports',
  api: 'pronto.menu.api',
};

/** The staff area of a resource or page; undefined for an unknown name. */
export function areaOf(name: string): Area | undefined {
  return (RESOURCES as Record<string, ResourceDef>)[name]?.area ?? (PAGES as Record<string, PageDef>)[name]?.area;
}
