import type { LoanStatus } from '@pronto/api';
import { currentStatus, isIssuedLoan, round2 } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import { id, optStr } from '../validate.ts';
import type { Routes } from './define.ts';
import { OPEN, due, loanView, loansOf, sync, toDay, type AccountLoan } from './loan-account/loans.ts';
import { customerOr422, idFrom } from './staff-helpers.ts';

const LOAN_STATUSES: readonly LoanStatus[] = ['requested', 'approved', 'issued', 'overdue', 'repaid', 'closed', 'cancelled', 'declined'];

/** Days the loan's oldest unpaid instalment is past its due date (0 when none is). */
function daysOverdue(loan: AccountLoan, today: string): number {
  const oldest = loan.installments.find((i) => i.status !== 'paid' && i.expectedDate < today);
  return oldest ? Math.round((Date.parse(today) - Date.parse(oldest.expectedDate)) / 86_400_000) : 0;
}

/** A customer's loans and what they told us, read by staff: by filter, as a report, for the chatbot, their application and work. */
export function registerLoanCustomerReads(routes: Routes, ctx: Context): void {
  const customerLoans = (customerId: number) => loansOf(ctx, customerId).map((l) => sync(ctx, l));

  // A customer's loans (or the loans named), newest first, by status when one or a list is given.
  routes.id('loan.loans', (call) => {
    const { customerId, loanIds, status } = call.body;
    if ((customerId === undefined || customerId === '') && loanIds === undefined) throw invalid('customerId or loanIds is required.');
    const statuses = status === undefined || status === '' ? [] : Array.isArray(status) ? status : [status];
    for (const s of statuses)
      if (!LOAN_STATUSES.includes(s as LoanStatus)) throw invalid(`status must be one or more of ${LOAN_STATUSES.join(', ')}.`);
    const ids = loanIds === undefined ? null : (Array.isArray(loanIds) ? loanIds : [loanIds]).map((v) => id(v, 'loanIds'));
    const owner = customerId === undefined || customerId === '' ? null : customerOr422(ctx, id(customerId, 'customerId')).id;
    return (ctx.db.loans as AccountLoan[])
      .filter((l) => (owner === null || l.customerId === owner) && (ids === null || ids.includes(l.id)))
      .map((l) => sync(ctx, l))
      .filter((l) => statuses.length === 0 || statuses.includes(l.status))
      .sort((a, b) => b.id - a.id)
      .map((l) => loanView(ctx, l));
  });

  // One line per loan with what was borrowed, repaid and is owed, and the customer's totals (loans paid out only).
  routes.id('loan.customerAllLoansReport', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const today = toDay(ctx);
    const rows = customerLoans(customer.id)
      .sort((a, b) => a.id - b.id)
      .map((l) => {
        const view = loanView(ctx, l);
        return {
          loanId: l.id,
          application: l.application,
          status: l.status,
          amount: l.amount,
          issueDate: isIssuedLoan(l) ? l.issueDate : null,
          installments: l.installments.length,
          paidInstallments: l.installments.filter((i) => i.status === 'paid').length,
          repaid: view.summary.totalRepaid,
          outstanding: OPEN.includes(l.status) ? view.summary.settlementToday : 0,
          daysOverdue: l.status === 'overdue' ? daysOverdue(l, today) : 0,
        };
      });
    const paidOut = rows.filter((r) => r.issueDate !== null);
    const sum = (pick: (r: (typeof rows)[number]) => number) => round2(paidOut.reduce((s, r) => s + pick(r), 0));
    return {
      customerId: customer.id,
      name: `${customer.firstName} ${customer.lastName}`,
      country: customer.country,
      loans: rows,
      totals: {
        loans: rows.length,
        paidOut: paidOut.length,
        borrowed: sum((r) => r.amount),
        repaid: sum((r) => r.repaid),
        outstanding: sum((r) => r.outstanding),
      },
    };
  });

  // What the chatbot may tell the customer: their newest running loan, the next payment and what settles it (null: none).
  routes.id('loan.latestActiveLoanForChatbot', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const loan = customerLoans(customer.id)
      .filter((l) => OPEN.includes(l.status))
      .sort((a, b) => b.id - a.id)[0];
    if (!loan) return null;
    const view = loanView(ctx, loan);
    const today = toDay(ctx);
    return {
      loanId: loan.id,
      status: loan.status,
      amount: loan.amount,
      issueDate: loan.issueDate,
      nextPayment: view.nextInstallment ? { date: view.nextInstallment.expectedDate, amount: view.nextInstallment.amount } : null,
      overdueAmount: round2(loan.installments.filter((i) => i.status !== 'paid' && i.expectedDate < today).reduce((s, i) => s + due(i), 0)),
      daysOverdue: daysOverdue(loan, today),
      outstanding: view.summary.outstanding,
      settlementToday: view.summary.settlementToday,
    };
  });

  // What the customer gave when applying: who they are, where they live, their work and income, and their latest application.
  routes.id('loan.getApplicationDetailsOfCustomer', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'id'));
    const loans = loansOf(ctx, customer.id).sort((a, b) => b.id - a.id);
    const latest = loans[0];
    return {
      customerId: customer.id,
      firstName: customer.firstName,
      lastName: customer.lastName,
      birthDate: customer.birthDate.slice(0, 10),
      nationalId: customer.additionalField ?? null,
      emailAddress: customer.emailAddress,
      mobilePhone: customer.mobilePhone,
      country: customer.country,
      status: currentStatus(customer) ?? null,
      registeredAt: customer.createdAt,
      employmentStatus: customer.employmentStatus ?? null,
      monthlyIncome: customer.monthlyIncome ?? null,
      homeAddress: customer.customerAddress.find((a) => a.addressType === 'home') ?? null,
      applications: loans.length,
      latestApplication: latest
        ? {
            loanId: latest.id,
            amount: latest.amount,
            installments: latest.installmentCount ?? latest.installments.length,
            purpose: latest.purpose ?? null,
            status: latest.status,
            appliedAt: latest.createdAt,
          }
        : null,
    };
  });

  routes.id('loan.customerWorkInformation', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const work = customer.customerAddress.find((a) => a.addressType === 'work') ?? null;
    return {
      customerId: customer.id,
      employmentStatus: customer.employmentStatus ?? null,
      position: customer.position ?? null,
      monthlyIncome: customer.monthlyIncome ?? null,
      companyName: work?.companyName ?? null,
      workAddress: work,
      // A verification code still waiting: the work e-mail was given and its link not followed yet.
      workEmailVerificationPending: Boolean(customer.workEmailVerifyCode),
    };
  });

  // Accounts the customer added that no completed bank scrape of theirs returned (typed in by hand since).
  routes.id('loan.customerAddedAccountsAfterScrape', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const scrapes = ctx.rows('scrapeSessions').filter((s) => s.customerId === customer.id && s.status === 'completed');
    if (scrapes.length === 0) return [];
    const scraped = new Set(
      scrapes.flatMap((s) => {
        const accounts = (s.results as { accounts?: { iban?: unknown }[] } | undefined)?.accounts ?? [];
        return accounts.map((a) =>
          String(a.iban ?? '')
            .replace(/\s/g, '')
            .toUpperCase(),
        );
      }),
    );
    const bank = optStr(call.query, 'bankName');
    return ctx
      .rows('bankAccounts')
      .filter(
        (a) =>
          a.customerId === customer.id &&
          !scraped.has(
            String(a.iban ?? '')
              .replace(/\s/g, '')
              .toUpperCase(),
          ),
      )
      .filter((a) => !bank || a.bankName === bank);
  });
}
