import type { CustomerDetails, CustomerStatus, Journey, LoanDefinition, LoanView } from '@pronto/api/customer-site';

/** A UK customer with the given status history (oldest first), as the contract shapes it. */
export function aCustomer(overrides: Partial<CustomerDetails> = {}, statuses: CustomerStatus[] = ['new']): CustomerDetails {
  return {
    id: 5,
    firstName: 'Bob',
    lastName: 'Jones',
    birthDate: '1990-01-01T12:00:00Z',
    emailAddress: 'bob@example.com',
    country: 'GB',
    statuses: statuses.map((status, i) => ({ status, createdAt: `2026-01-0${i + 1}` })),
    communication: [],
    customerAddress: [],
    ...overrides,
  };
}

/** A £200 loan over one instalment, issued, as the account pages read it. */
export function aLoan(overrides: Partial<LoanView> = {}): LoanView {
  return {
    id: 3,
    customerId: 5,
    country: 'GB',
    application: 'pronto_UK',
    amount: 200,
    issueDate: '2026-11-21',
    status: 'issued',
    installments: [],
    payments: [],
    statusHistory: [],
    nextInstallment: null,
    summary: {
      borrowed: 200,
      interest: 45,
      charges: 0,
      totalPayable: 245,
      totalRepaid: 0,
      totalCost: 45,
      outstanding: 245,
      settlementToday: 200,
    },
    ...overrides,
  };
}

/** Where a customer is in the loan journey. */
export function aJourney(overrides: Partial<Journey> = {}): Journey {
  return { step: 'request', loan: null, limit: 400, cards: 0, purposes: [], ...overrides };
}

/** The UK loan product as loan.getAllLoanDefinitions answers it; `overrides` change fields. */
export function aLoanDefinition(overrides: Partial<LoanDefinition> = {}): LoanDefinition {
  return {
    id: 1,
    name: 'PRONTO_UK',
    application: 'PRONTO_UK',
    country: 'GB',
    currency: 'GBP',
    amounts: [100, 200, 300, 400],
    minAmount: 100,
    maxAmount: 400,
    step: 100,
    installmentOptions: [1, 2, 3, 4],
    defaultAmount: 100,
    defaultInstallments: 3,
    defaultDays: 30,
    duration: 20,
    dailyRate: 0.75,
    missedPaymentFee: 10,
    active: true,
    ...overrides,
  };
}
