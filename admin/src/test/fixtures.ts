import type { CardRecord, Comment, SearchResponse, SentSms, StaffCustomer, StaffLoan, StaffMember, StaffUser, Ticket } from '@pronto/api';

/** A UK customer as the contract shapes it (customer.search, customer.customer); `fields` override. */
export function aCustomer(fields: Partial<StaffCustomer> = {}): StaffCustomer {
  return {
    id: 8,
    firstName: 'Ann',
    lastName: 'Koch',
    birthDate: '1998-01-05T12:00:00Z',
    emailAddress: 'ann@pronto.test',
    country: 'GB',
    statuses: [{ status: 'approved', createdAt: '2026-01-02T10:00:00Z' }],
    status: 'approved',
    communication: [],
    customerAddress: [],
    mobilePhone: '07100000008',
    createdAt: '2026-01-02T10:00:00Z',
    deleted: false,
    blacklisted: false,
    vip: false,
    collectionStatus: null,
    ...fields,
  };
}

/** A £200 UK loan, issued, as the contract shapes it (loan.searchLoans); `fields` override. */
export function aLoan(fields: Partial<StaffLoan> = {}): StaffLoan {
  return {
    id: 5,
    customerId: 8,
    country: 'GB',
    application: 'pronto_UK',
    amount: 200,
    issueDate: '2026-11-21',
    status: 'issued',
    installments: [],
    payments: [],
    statusHistory: [{ status: 'issued', createdAt: '2026-11-21T10:00:00Z' }],
    createdAt: '2026-11-21T09:00:00Z',
    ...fields,
  };
}

/** A signed-in staff user (report.login); `fields` override. */
export function aStaffUser(fields: Partial<StaffUser> = {}): StaffUser {
  return { id: 2, emailAddress: 'agent@pronto.test', fullName: 'Ana Agent', role: 'agent', country: 'GB', ...fields };
}

/** A staff member as the membership calls answer it (never the password); `fields` override. */
export function aStaffMember(fields: Partial<StaffMember> = {}): StaffMember {
  return { id: 2, emailAddress: 'agent@pronto.test', fullName: 'Ana Agent', role: 'agent', country: 'GB', active: true, ...fields };
}

/** An open support ticket of customer 8 with no messages yet; `fields` override. */
export function aTicket(fields: Partial<Ticket> = {}): Ticket {
  return {
    id: 4,
    customerId: 8,
    subject: 'Fees',
    status: 'open',
    assignedTo: null,
    read: false,
    createdAt: '2026-11-21T10:00:00Z',
    updatedAt: '2026-11-21T10:00:00Z',
    messages: [],
    ...fields,
  };
}

/** A staff comment on customer 8; `fields` override. */
export function aComment(fields: Partial<Comment> = {}): Comment {
  return { id: 3, customerId: 8, text: 'Called back', pinned: false, createdAt: '2026-11-21T10:00:00Z', ...fields };
}

/** An SMS sent to customer 8; `fields` override. */
export function aSentSms(fields: Partial<SentSms> = {}): SentSms {
  return {
    id: 1,
    mobilePhone: '07100000008',
    text: 'Hello Ann',
    createdAt: '2026-11-21T10:00:00Z',
    customerId: 8,
    country: 'GB',
    type: 'staff',
    read: false,
    ...fields,
  };
}

/** Customer 8's active card; `fields` override. */
export function aCard(fields: Partial<CardRecord> = {}): CardRecord {
  return {
    id: 12,
    customerId: 8,
    country: 'GB',
    maskedPan: '**** **** **** 4242',
    brand: 'VISA',
    expiry: '12/29',
    holderName: 'Ann Koch',
    provider: 'credorax',
    status: 'active',
    active: true,
    linked: true,
    deleted: false,
    subStatus: null,
    createdAt: '2026-01-02T10:00:00Z',
    statusHistory: [],
    ...fields,
  };
}

/** A search page (customer.search, loan.searchLoans): the rows and the total of the whole search. */
export function aPage<T>(items: T[], total = items.length): SearchResponse<T> {
  return { items, total };
}
