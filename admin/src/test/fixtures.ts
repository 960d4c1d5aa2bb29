import type { CustomerDetails, Loan, SearchResponse, StaffUser } from '@pronto/api';

/** A UK customer as the contract shapes it (customer.search, customer.customer); `fields` override. */
export function aCustomer(fields: Partial<CustomerDetails> = {}): CustomerDetails {
  return {
    id: 8,
    firstName: 'Ann',
    lastName: 'Koch',
    birthDate: '1998-01-05T12:00:00Z',
    emailAddress: 'ann@pronto.test',
    country: 'GB',
    statuses: [{ status: 'approved', createdAt: '2026-01-02T10:00:00Z' }],
    communication: [],
    customerAddress: [],
    ...fields,
  };
}

/** A £200 UK loan, issued, as the contract shapes it (loan.searchLoans); `fields` override. */
export function aLoan(fields: Partial<Loan> = {}): Loan {
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
    ...fields,
  };
}

/** A signed-in staff user (report.login); `fields` override. */
export function aStaffUser(fields: Partial<StaffUser> = {}): StaffUser {
  return { id: 2, emailAddress: 'agent@pronto.test', fullName: 'Ana Agent', role: 'agent', country: 'GB', ...fields };
}

/** A search page (customer.search, loan.searchLoans): the rows and the total of the whole search. */
export function aPage<T>(items: T[], total = items.length): SearchResponse<T> {
  return { items, total };
}
