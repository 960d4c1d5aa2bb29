import type { AssignmentChange } from '@pronto/api';
import { currentStatus } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { page } from '../sanitize.ts';
import type { LoanRecord } from '../types.ts';
import { id, optNum, str } from '../validate.ts';
import { companyFields } from './collection-companies.ts';
import { crud } from './crud.ts';
import { staffView } from './customer-staff.ts';
import type { Routes } from './define.ts';
import { impedimentsMatching } from './loan-settings-calls.ts';
import { chosen, idFrom, loanOr422, newest, staffName } from './staff-helpers.ts';

const COLLECTION_STATUSES = ['internalCollection', 'externalCollection', 'legal'];

/** Collections: agents (cams), collection companies, assignments and the overdue book. */
export function registerCollectionRoutes(routes: Routes, ctx: Context): void {
  type Assignable = LoanRecord & { assignedCamId?: number | null; collectionCompanyId?: number | null };
  const loanOf = (call: Call) => loanOr422(ctx, idFrom(call, 'loanId')) as Assignable;
  const record = (loan: Assignable, kind: string, value: unknown, call: Call) =>
    ctx.insert('collectionAssignments', {
      loanId: loan.id,
      customerId: loan.customerId,
      kind,
      value,
      createdBy: staffName(call),
      createdAt: ctx.nowIso(),
    });
  type Agent = (typeof ctx.db.staff)[number] & { availableForLoans?: boolean };
  const cam = (s: Agent) => ({
    id: s.id,
    emailAddress: s.emailAddress,
    fullName: s.fullName,
    country: s.country,
    openLoans: ctx.db.loans.filter((l) => (l as Assignable).assignedCamId === s.id && l.status === 'overdue').length,
  });
  const agents = () => (ctx.db.staff as Agent[]).filter((s) => s.role === 'agent' && s.active);
  routes.id('membership.cams', () => agents().map(cam));
  // Available: the agents taking new overdue loans (membership.setAvailabilityForTicketAssign), as the assignment hints count them.
  routes.id('membership.availableCamsForInternalCollection', () =>
    agents()
      .filter((s) => s.availableForLoans !== false)
      .map(cam),
  );

  const companies = crud(ctx, 'collectionCompanies', 'Collection company');
  routes.id('customer.collectionCompany', () => companies.list());
  routes.id('customer.collectionCompany.post', (call) => {
    str(call.body, 'name');
    const fields = companyFields(call.body, companies.rows());
    return ctx.insert('collectionCompanies', { active: true, ...fields, createdAt: ctx.nowIso() });
  });
  routes.id('customer.collectionCompany.put', (call) => {
    const company = companies.get(call);
    Object.assign(
      company,
      companyFields(
        call.body,
        companies.list((c) => c !== company),
      ),
      { updatedAt: ctx.nowIso() },
    );
    ctx.changed();
    return company;
  });
  // A company still working loans keeps them: take them back (unassign) before it goes.
  routes.id('customer.collectionCompany.delete', (call) => {
    const company = companies.get(call);
    const working = ctx.db.loans.filter((l) => (l as Assignable).collectionCompanyId === company.id).length;
    if (working > 0)
      throw invalid(`${String(company.name)} still has ${working} loan${working === 1 ? '' : 's'}: take them back before deleting it.`);
    return companies.remove(call);
  });
  routes.id('membership.collectionCompanies', () => companies.list((c) => c.active !== false));

  /** Refuses (422) a loan the company may not take: an inactive company, or a loan not overdue. */
  const assignable = (loan: Assignable, companyId: number) => {
    const company = companies.find(companyId);
    if (company.active === false) throw invalid(`${String(company.name)} does not take new cases.`);
    if (loan.status !== 'overdue') throw invalid(`Loan ${loan.id} is ${loan.status}: only an overdue loan goes to a collection company.`);
  };
  const assignCompany = (loan: Assignable, companyId: number, call: Call) => {
    assignable(loan, companyId);
    loan.collectionCompanyId = companyId;
    loan.collectionStatus = 'external';
    record(loan, 'collectionCompany', companyId, call);
    return loan;
  };
  routes.id('customer.collectionCompany/assign', (call) => assignCompany(loanOf(call), idFrom(call, 'collectionCompanyId'), call));
  // Every loan is checked before any is assigned: one that may not go leaves all of them as they were.
  routes.id('customer.collectionCompany/bulk', (call) => {
    const companyId = idFrom(call, 'collectionCompanyId');
    const loans = chosen(call.body, 'loanIds', 'loan').map((v) => loanOr422(ctx, id(v, 'loanIds')) as Assignable);
    for (const loan of loans) assignable(loan, companyId);
    return loans.map((loan) => assignCompany(loan, companyId, call));
  });
  routes.id('customer.collectionCompany/unassign', (call) => {
    const loan = loanOf(call);
    if (!loan.collectionCompanyId) throw invalid(`Loan ${loan.id} is not with a collection company.`);
    loan.collectionCompanyId = null;
    loan.collectionStatus = loan.status === 'overdue' ? 'internal' : null;
    record(loan, 'collectionCompany', null, call);
    return loan;
  });
  const historyOf = (call: Call) => {
    const loanId = call.query.loanId ?? call.body.loanId;
    const rows = ctx.rows<AssignmentChange>('collectionAssignments');
    return newest(loanId === undefined ? rows : rows.filter((r) => r.loanId === id(loanId, 'loanId'))).slice(0, 200);
  };
  routes.id('customer.collectionCompany/history', historyOf);
  routes.id('loan.icHistory', historyOf);

  routes.id('customer.assignToCam', (call) => {
    const loan = loanOf(call);
    const camId = idFrom(call, 'staffId');
    // An agent collects arrears: a loan paid as agreed has nothing to collect.
    if (loan.status !== 'overdue') throw invalid(`Loan ${loan.id} is ${loan.status}: only an overdue loan goes to a collection agent.`);
    if (!agents().some((c) => c.id === camId)) throw invalid(`Staff member ${camId} is not a collection agent.`);
    loan.assignedCamId = camId;
    record(loan, 'cam', camId, call);
    return loan;
  });
  routes.id('customer.unassignFromCam', (call) => {
    const loan = loanOf(call);
    if (!loan.assignedCamId) throw invalid(`Loan ${loan.id} has no collection agent.`);
    loan.assignedCamId = null;
    record(loan, 'cam', null, call);
    return loan;
  });
  routes.id('loan.updateLoanCollectionStatus', (call) => {
    const loan = loanOf(call);
    const value = str(call.body, 'collectionStatus');
    if (!['internal', 'external', 'legal', 'none'].includes(value))
      throw invalid('collectionStatus must be internal, external, legal or none.');
    loan.collectionStatus = value === 'none' ? null : value;
    record(loan, 'collectionStatus', loan.collectionStatus, call);
    return loan;
  });

  routes.id('customer.collectionCustomers', () =>
    ctx.db.customers
      .filter((c) => !c.deleted && COLLECTION_STATUSES.includes(currentStatus(c) ?? ''))
      .slice(0, 500)
      .map(staffView),
  );
  routes.id('loan.internalCollectionSearch', (call) => {
    const today = ctx.nowIso().slice(0, 10);
    const camId = optNum(call.body, 'staffId');
    const rows = ctx.db.loans
      .filter((l) => l.status === 'overdue' && (camId === undefined || (l as Assignable).assignedCamId === camId))
      .map((l) => {
        const first = l.installments.find((i) => i.status !== 'paid' && i.expectedDate < today);
        const daysOverdue = first ? Math.round((Date.parse(today) - Date.parse(first.expectedDate)) / 86_400_000) : 0;
        const owed =
          Math.round(l.installments.reduce((s, i) => s + i.principal + i.interest + i.fee + i.lateInterest - i.paidAmount, 0) * 100) / 100;
        return { ...l, daysOverdue, owed };
      })
      .sort((a, b) => b.daysOverdue - a.daysOverdue);
    return page(rows, optNum(call.body, 'page') ?? 1, optNum(call.body, 'perPage') ?? 25);
  });
  routes.id('loan.getAllImpediments', (call) => impedimentsMatching(ctx, call));
  routes.id('loan.getAllImpediments/paged', (call) =>
    page(impedimentsMatching(ctx, call), optNum(call.body, 'page') ?? 1, optNum(call.body, 'perPage') ?? 25),
  );
}
