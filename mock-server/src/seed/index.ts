import type { CountryCode, CustomerStatus } from '@pronto/api';
import { addDays } from '../dates.ts';
import type { CustomerRecord, Db, IntroductionRecord, LoanRecord, Row, SmsRecord, EmailRecord } from '../types.ts';
import { withAdminContent } from './admin-content.ts';
import { vaultSeed } from './card-vault.ts';
import { attachmentSeed } from './ticket-attachments.ts';
import { bankSeed } from './bank.ts';
import { customerRecordsSeed } from './customer-records.ts';
import { documentSeed } from './documents.ts';
import { contentTree, enums, holidays, loanDefinitions, misc, templateChannels, templates, translations } from './content.ts';
import { loanSettings } from './loan-settings.ts';
import { communicationSeed } from './communication.ts';
import { applyArrearsRule } from '../routes/collection-status.ts';
import { borrowerHistory, makeCards, makeLoan, type LoanIds } from './loans.ts';
import { recentApplications } from './recent.ts';
import { dayBetween, fixedCustomers, generatedPhone, makeCustomer, pickStatus, staffAccounts, statusPath } from './people.ts';
import { at, createFakers, rel, seedDayFrom, seedToday, setSeedToday, type Fakers } from './random.ts';

export type SeedSize = 'full' | 'small';

const SIZES: Record<SeedSize, Record<CountryCode, number>> = {
  full: { GB: 1400, ES: 700 },
  small: { GB: 80, ES: 40 },
};

/**
 * Historic borrowers: first loans spread evenly from the market's launch to `firstUntil` days before
 * the seed's day, repeat loans until `until` days before it (the recent weeks come from recent.ts).
 */
const HISTORY: Record<CountryCode, { launch: string; firstUntil: number; until: number }> = {
  GB: { launch: '2016-01-01', firstUntil: 200, until: 60 },
  ES: { launch: '2016-06-01', firstUntil: 200, until: 60 },
};

const BORROWING: CustomerStatus[] = [
  'registered',
  'systemApproved',
  'securityChecked',
  'internalCollection',
  'externalCollection',
  'approved',
  'closed',
  'legal',
  'declined',
  'waiting',
];

/** The day an existing book was seeded for (none for books seeded before the day was recorded). */
export function seededDayOf(db: Db): string | null {
  const row = (db.seed as { day?: unknown }[] | undefined)?.[0];
  return typeof row?.day === 'string' ? row.day : null;
}

export function currentStatusOf(c: CustomerRecord): CustomerStatus {
  return c.statuses.at(-1)?.status ?? 'new';
}

/**
 * Builds the whole seed deterministically for a day (faker seed 42): a book from 2016 up to `today`
 * (default SEED_DATE, else the clock's day). The same day gives the same data.
 */
export function generateDb(options: { size?: SeedSize; today?: string } = {}): Db {
  setSeedToday(seedDayFrom(options.today));
  const today = seedToday();
  const size = SIZES[options.size ?? 'full'];
  const fakers = createFakers(42);
  const ids: LoanIds = { loan: 1, installment: 1, payment: 1 };
  const customers: CustomerRecord[] = fixedCustomers(fakers, 1);
  const loans: LoanRecord[] = [];

  // Fixed accounts: a running loan for approved, overdue ones for the collection statuses, a repaid one for closed.
  for (const c of customers) {
    const s = currentStatusOf(c);
    if (s === 'approved') {
      loans.push(makeLoan(fakers, ids, c, rel('2025-11-10'), 'onTime', 200, 2));
      loans.push(makeLoan(fakers, ids, c, rel('2026-09-15'), 'running', 300, 3));
    } else if (s === 'internalCollection') loans.push(makeLoan(fakers, ids, c, rel('2026-07-01'), 'default', 200, 2));
    else if (s === 'externalCollection' || s === 'legal') loans.push(makeLoan(fakers, ids, c, rel('2026-03-01'), 'default', 400, 4));
    else if (s === 'closed') loans.push(makeLoan(fakers, ids, c, rel('2026-02-01'), 'onTime', 100, 1));
    else if (s === 'securityChecked' || s === 'systemApproved')
      loans.push(pendingLoan(fakers, ids, c, s === 'securityChecked' ? 'requested' : 'approved'));
    if (s === 'approved') c.workEmailVerifyCode = `verify-${c.country.toLowerCase()}-approved`;
  }

  let nextId = customers.length + 1;
  for (const country of ['GB', 'ES'] as const) {
    const f = fakers[country];
    for (let i = 0; i < size[country]; i++) {
      const status = pickStatus(fakers, country);
      const historic = BORROWING.includes(status) && f.datatype.boolean(0.6);
      const window = HISTORY[country];
      const firstIssue = historic ? dayBetween(fakers, country, window.launch, addDays(today, -window.firstUntil)) : '';
      const createdDay = historic
        ? addDays(firstIssue, -f.number.int({ min: 1, max: 45 }))
        : dayBetween(fakers, country, window.launch, addDays(today, -7));
      const customer = makeCustomer(fakers, { id: nextId++, country, status, mobilePhone: generatedPhone(country, i), createdDay });
      customers.push(customer);
      const own: LoanRecord[] = [];
      if (historic) own.push(...borrowerHistory(fakers, ids, customer, firstIssue, addDays(today, -window.until)));
      own.push(...currentLoans(fakers, ids, customer, status));
      loans.push(...own);
    }
  }
  // Partner introductions before the recent flow: the newest customers (the customer list's first
  // page, newest first) are today's applicants, not partner test rows.
  const introductions = handoverIntroductions(fakers, customers);
  const recent = recentApplications(fakers, ids, customers.length + 1, options.size ?? 'full');
  customers.push(...recent.customers);
  loans.push(...recent.loans);

  const cards: Row[] = [];
  const cardTransactions: Row[] = [];
  let cardId = 1;
  let txId = 1;
  const loansByCustomer = new Map<number, LoanRecord[]>();
  for (const loan of loans) loansByCustomer.set(loan.customerId, [...(loansByCustomer.get(loan.customerId) ?? []), loan]);
  // Collection follows arrears from the start: the rule the daily posting applies, as of the seed's day,
  // each move dated the morning after the day the oldest missed instalment fell due.
  const seedMoment = at(today, 0);
  for (const c of customers) {
    const last = c.statuses.at(-1)?.createdAt ?? seedMoment;
    applyArrearsRule(c, loansByCustomer.get(c.id) ?? [], seedMoment, (days) => {
      const moved = days > 0 ? at(addDays(today, -days + 1), 0) : seedMoment;
      // Never before the status it follows.
      return moved > last ? moved : last;
    });
  }

  for (const c of customers) {
    const own = loansByCustomer.get(c.id);
    if (!own && currentStatusOf(c) !== 'approved') continue;
    const made = makeCards(
      fakers,
      c,
      () => cardId++,
      () => txId++,
      own ?? [],
    );
    cards.push(...made.cards);
    cardTransactions.push(...made.transactions);
  }

  const gb = fakers.GB;
  const staff = staffAccounts();
  const tree = contentTree(gb);
  const db: Db = {
    // The day the book runs up to: `npm start` reseeds a book whose day has passed (seed/cli.ts).
    seed: [{ id: 1, day: today, size: options.size ?? 'full' }],
    customers,
    loans,
    staff,
    tokens: [],
    smsHistory: smsHistory(customers, loans),
    emailHistory: emailHistory(customers, loans),
    introductions,
    cards,
    cardTransactions,
    providerTokens: vaultSeed(customers, cards),
    tickets: tickets(fakers, customers, Math.round(customers.length / 25)),
    comments: comments(fakers, customers, Math.round(customers.length / 10)),
    templates: templates(),
    templateChannels: templateChannels(),
    loanDefinitions: loanDefinitions(),
    holidays: holidays(),
    translations: translations(),
    enums: enums(),
    ...tree,
    ...misc(gb),
    ...communicationSeed(fakers, customers, loans),
    ...loanSettings(),
    complaintCases: complaintCases(fakers, customers, loans),
    impediments: loans
      .filter((l) => l.status === 'overdue')
      .slice(0, 12)
      .map((l, i) => ({
        id: i + 1,
        loanId: l.id,
        customerId: l.customerId,
        type: i % 2 ? 'illness' : 'unemployment',
        status: i % 3 ? 'pending' : 'accepted',
        createdAt: at(addDays(l.issueDate, 40)),
      })),
    bankAccounts: customers
      .filter((c) => loansByCustomer.has(c.id))
      .slice(0, 600)
      .map((c, i) => ({
        id: i + 1,
        customerId: c.id,
        iban: fakers[c.country].finance.iban({ formatted: false, countryCode: c.country }),
        bankName: c.country === 'GB' ? 'Barclays' : 'Santander',
        verified: true,
      })),
    ...documentSeed(customers, loansByCustomer),
    leads: leads(fakers),
    memberLogins: [],
    // Pairs of customers seen signing in from one address (the suspected-login check of the back office).
    suspectedLogins: customers
      .slice(12, 52)
      .filter((_, i) => i % 4 === 0)
      .map((c, i, all) => ({
        id: i + 1,
        customerId: c.id,
        relatedCustomerId: (all[i + 1] ?? all[0] ?? c).id,
        ip: `192.0.2.${i + 10}`,
        createdAt: c.createdAt,
        related: null,
        checkedBy: null,
        checkedAt: null,
      })),
    calls: [],
    logs: [],
    affiliateClicks: [],
  };
  Object.assign(db, bankSeed(db));
  Object.assign(db, customerRecordsSeed(db));
  db.ticketAttachments = attachmentSeed(db.tickets as Row[]);
  return withAdminContent(db);
}

/** A loan applied for on the reference day and not issued yet (requested or approved). */
function pendingLoan(fakers: Fakers, ids: LoanIds, c: CustomerRecord, status: 'requested' | 'approved'): LoanRecord {
  const loan = makeLoan(fakers, ids, c, seedToday(), 'running', 200, 3);
  loan.status = status;
  loan.statusHistory = loan.statusHistory.filter((h) => h.status === 'requested' || (status === 'approved' && h.status === 'approved'));
  return loan;
}

function currentLoans(fakers: Fakers, ids: LoanIds, c: CustomerRecord, status: CustomerStatus): LoanRecord[] {
  const f = fakers[c.country];
  switch (status) {
    case 'approved':
      return f.datatype.boolean(0.7)
        ? [makeLoan(fakers, ids, c, dayBetween(fakers, c.country, addDays(seedToday(), -110), addDays(seedToday(), -7)), 'running')]
        : [];
    case 'internalCollection':
      return [makeLoan(fakers, ids, c, dayBetween(fakers, c.country, addDays(seedToday(), -90), addDays(seedToday(), -35)), 'partial')];
    case 'externalCollection':
    case 'legal':
      return [
        makeLoan(
          fakers,
          ids,
          c,
          dayBetween(
            fakers,
            c.country,
            addDays(seedToday(), status === 'legal' ? -600 : -300),
            addDays(seedToday(), status === 'legal' ? -330 : -150),
          ),
          'default',
        ),
      ];
    case 'closed':
      return f.datatype.boolean(0.5)
        ? [makeLoan(fakers, ids, c, dayBetween(fakers, c.country, addDays(seedToday(), -330), addDays(seedToday(), -120)), 'onTime')]
        : [];
    default:
      return [];
  }
}

/** Partner introductions: 20 awaiting the PIN, one completed, five whose partner e-mail is invalid. */
function handoverIntroductions(fakers: Fakers, customers: CustomerRecord[]): IntroductionRecord[] {
  const out: IntroductionRecord[] = [];
  const add = (introductionId: string, status: IntroductionRecord['status'], partnerEmailInvalid: boolean, index: number) => {
    const id = customers.length + 1;
    const c = makeCustomer(fakers, {
      id,
      country: 'GB',
      status: 'registered',
      mobilePhone: `07${String(300_000_000 + index)}`,
      createdDay: rel('2026-10-20'),
      emailAddress: partnerEmailInvalid ? `partner.customer.${index}@invalid` : undefined,
    });
    c.statuses = statusPath(status === 'handoverCompleted' ? 'registered' : 'new', rel('2026-10-20'));
    if (status === 'waitingForPin') c.statuses = statusPath('registered', rel('2026-10-20'));
    customers.push(c);
    out.push({ id: out.length + 1, introductionId, customerId: id, status, partnerEmailInvalid, partner: 'PartnerLeads' });
  };
  for (let i = 1; i <= 20; i++) add(`intro-waiting-${String(i).padStart(2, '0')}`, 'waitingForPin', false, i);
  add('intro-completed-01', 'handoverCompleted', false, 21);
  for (let i = 1; i <= 5; i++) add(`intro-invalid-email-${String(i).padStart(2, '0')}`, 'waitingForPin', true, 21 + i);
  return out;
}

function smsHistory(customers: CustomerRecord[], loans: LoanRecord[]): SmsRecord[] {
  const byId = new Map(customers.map((c) => [c.id, c]));
  // A reminder three days before the next unpaid instalment of issued loans, once that day has come.
  const reminderDay = (l: LoanRecord) =>
    addDays((l.installments.find((x) => x.status !== 'paid') ?? l.installments[0])?.expectedDate ?? l.issueDate, -3);
  return loans
    .filter(
      (l) =>
        l.issueDate >= addDays(seedToday(), -300) && ['issued', 'overdue', 'repaid'].includes(l.status) && reminderDay(l) <= seedToday(),
    )
    .map((l, i) => {
      const c = byId.get(l.customerId) as CustomerRecord;
      const due = l.installments.find((x) => x.status !== 'paid') ?? l.installments[0];
      return {
        id: i + 1,
        mobilePhone: c.mobilePhone,
        text:
          c.country === 'GB'
            ? `Pronto: your repayment is due on ${due?.expectedDate ?? l.issueDate}.`
            : `Pronto: su cuota vence el ${due?.expectedDate ?? l.issueDate}.`,
        createdAt: at(addDays(due?.expectedDate ?? l.issueDate, -3), 8),
        customerId: c.id,
        country: c.country,
        type: 'reminder',
        read: true,
      };
    });
}

function emailHistory(customers: CustomerRecord[], loans: LoanRecord[]): EmailRecord[] {
  const byId = new Map(customers.map((c) => [c.id, c]));
  return loans
    .filter((l) => l.issueDate >= addDays(seedToday(), -300) && ['issued', 'overdue', 'repaid', 'closed'].includes(l.status))
    .map((l, i) => {
      const c = byId.get(l.customerId) as CustomerRecord;
      return {
        id: i + 1,
        emailAddress: c.emailAddress,
        subject: 'Your loan has been issued',
        text: `Your loan of ${l.amount} was issued on ${l.issueDate}.`,
        createdAt: at(l.issueDate, 11),
        customerId: c.id,
        type: 'loanIssued',
      };
    });
}

function tickets(fakers: Fakers, customers: CustomerRecord[], count: number): Row[] {
  const f = fakers.GB;
  const subjects = [
    'Repayment date',
    'Change of address',
    'Card payment failed',
    'Request statement',
    'Complaint about fees',
    'Close my account',
  ];
  return Array.from({ length: count }, (_, i) => {
    const c = customers[f.number.int({ min: 0, max: customers.length - 1 })] as CustomerRecord;
    const day = i >= count - 6 ? seedToday() : dayBetween(fakers, 'GB', addDays(seedToday(), -150), addDays(seedToday(), -1));
    const open = day === seedToday() || f.datatype.boolean(0.6);
    const assigned = f.datatype.boolean(0.5) ? f.helpers.arrayElement([1, 2, 7]) : null;
    const messages = Array.from({ length: f.number.int({ min: 1, max: 4 }) }, (_, m) => ({
      id: m + 1,
      direction: m % 2 ? 'out' : 'in',
      from: m % 2 ? 'support@pronto.test' : c.emailAddress,
      body: f.lorem.sentences(2),
      // A day a message later, never after the seed's day (today's at midnight: not in the server's future).
      createdAt: addDays(day, m) < seedToday() ? at(addDays(day, m), 9 + m) : at(seedToday(), 0),
    }));
    return {
      id: i + 1,
      customerId: c.id,
      country: c.country,
      emailAddress: c.emailAddress,
      subject: f.helpers.arrayElement(subjects),
      status: open ? 'open' : 'closed',
      assignedTo: assigned,
      read: !open || f.datatype.boolean(0.5),
      createdAt: messages[0]!.createdAt,
      updatedAt: messages.at(-1)!.createdAt,
      messages,
    };
  });
}

function comments(fakers: Fakers, customers: CustomerRecord[], count: number): Row[] {
  const f = fakers.GB;
  return Array.from({ length: count }, (_, i) => {
    const c = customers[f.number.int({ min: 0, max: customers.length - 1 })] as CustomerRecord;
    return {
      id: i + 1,
      customerId: c.id,
      text: f.lorem.sentence(),
      pinned: f.datatype.boolean(0.1),
      createdBy: f.helpers.arrayElement(['admin@pronto.test', 'agent@pronto.test']),
      createdAt: at(dayBetween(fakers, 'GB', addDays(seedToday(), -300), addDays(seedToday(), -1)), 14),
      updatedAt: null,
    };
  });
}

function complaintCases(fakers: Fakers, customers: CustomerRecord[], loans: LoanRecord[]): Row[] {
  const f = fakers.GB;
  return Array.from({ length: Math.min(30, loans.length) }, (_, i) => {
    const loan = loans[f.number.int({ min: 0, max: loans.length - 1 })] as LoanRecord;
    const status = f.helpers.arrayElement(['open', 'inProgress', 'resolved', 'closed']);
    const createdAt = at(addDays(loan.issueDate, 20), 10);
    return {
      id: i + 1,
      customerId: loan.customerId,
      loanId: loan.id,
      country: loan.country,
      subject: f.helpers.arrayElement(['Unfair fees', 'Payment not recorded', 'Harassment by collectors', 'Affordability']),
      description: f.lorem.sentences(2),
      status,
      createdAt,
      history: [
        { status: 'open', createdAt, createdBy: 'agent@pronto.test' },
        ...(status !== 'open' ? [{ status, createdAt: at(addDays(loan.issueDate, 30)), createdBy: 'admin@pronto.test' }] : []),
      ],
    };
  }).filter((row) => customers.some((c) => c.id === row.customerId));
}

function leads(fakers: Fakers): Row[] {
  const f = fakers.GB;
  return Array.from({ length: 10 }, (_, i) => ({
    id: i + 1,
    firstName: f.person.firstName(),
    lastName: f.person.lastName(),
    emailAddress: `lead.${i + 1}@example.com`,
    mobilePhone: `07${String(400_000_000 + i)}`,
    postCode: f.location.zipCode(),
    country: 'GB',
    building: '',
    town: '',
    street: '',
    county: '',
    houseNumber: '',
    flatNumber: '',
    createdAt: at(seedToday(), 0),
  }));
}
