import { currentStatus } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { page } from '../sanitize.ts';
import { optNum, optStr, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { JOURNEY_STEPS, journeyStep, loansOf, type AccountLoan } from './loan-account/loans.ts';
import { isFirstLoan, staffLoan } from './loan-targets.ts';
import { customerOr422, idFrom, staffName } from './staff-helpers.ts';

/** Collections of what staff record on a loan's and a customer's journey. */
const LOAN_EVENTS = 'loanEvents';
const JOURNEY_NOTES = 'creditJourneySteps';

/** Which loans an event kind may be recorded on. */
type EventKind = 'loan' | 'ftb' | 'rtb';

/** A name staff type for an event or a step: one line of 1 to 100 characters. */
function nameOf(body: Record<string, unknown>, field: string): string {
  const value = str(body, field);
  if (value.length > 100 || /[\r\n\t]/.test(value)) throw invalid(`${field} must be one line of at most 100 characters.`);
  return value;
}

/** Journey events on loans, the customer's credit journey, and customers by where they are in the loan journey. */
export function registerLoanEvents(routes: Routes, ctx: Context): void {
  const record = (call: Call, kind: EventKind) => {
    const loan = staffLoan(ctx, call);
    const first = isFirstLoan(ctx, loan);
    if (kind === 'ftb' && !first)
      throw invalid(`Loan ${loan.id} is not customer ${loan.customerId}'s first loan: record a repeat-loan event.`);
    if (kind === 'rtb' && first) throw invalid(`Loan ${loan.id} is customer ${loan.customerId}'s first loan: record a first-loan event.`);
    return ctx.insert(LOAN_EVENTS, {
      loanId: loan.id,
      customerId: loan.customerId,
      kind,
      event: nameOf(call.body, 'event'),
      step: optStr(call.body, 'step') ?? null,
      createdAt: ctx.nowIso(),
      createdBy: staffName(call),
    });
  };
  routes.id('loan.event', (call) => record(call, 'loan'));
  routes.id('loan.ftbEvent', (call) => record(call, 'ftb'));
  routes.id('loan.rtbEvent', (call) => record(call, 'rtb'));

  routes.id('loan.creditJourney.post', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const note = optStr(call.body, 'note') ?? null;
    if (note && note.length > 1000) throw invalid('note must be at most 1000 characters.');
    return ctx.insert(JOURNEY_NOTES, {
      customerId: customer.id,
      step: nameOf(call.body, 'step'),
      note,
      createdAt: ctx.nowIso(),
      createdBy: staffName(call),
    });
  });

  // Everything on the customer's way to and through credit, oldest first: their statuses, their loans'
  // statuses, the events recorded on those loans and the steps staff recorded.
  routes.id('loan.creditJourney', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const loans = loansOf(ctx, customer.id);
    const entries = [
      ...customer.statuses.map((s) => ({ at: s.createdAt, kind: 'customerStatus', status: s.status, by: s.createdBy ?? null })),
      ...loans.flatMap((l) =>
        l.statusHistory.map((h) => ({ at: h.createdAt, kind: 'loanStatus', loanId: l.id, status: h.status, by: h.createdBy ?? null })),
      ),
      ...ctx
        .rows(LOAN_EVENTS)
        .filter((e) => e.customerId === customer.id)
        .map((e) => ({
          at: String(e.createdAt),
          kind: `${String(e.kind)}Event`,
          loanId: e.loanId,
          event: e.event,
          step: e.step,
          by: e.createdBy,
        })),
      ...ctx
        .rows(JOURNEY_NOTES)
        .filter((n) => n.customerId === customer.id)
        .map((n) => ({ at: String(n.createdAt), kind: 'step', step: n.step, note: n.note, by: n.createdBy })),
    ].sort((a, b) => a.at.localeCompare(b.at));
    const latest = [...loans].sort((a, b) => b.id - a.id)[0];
    return { customerId: customer.id, status: currentStatus(customer) ?? null, step: journeyStep(latest), entries };
  });

  // Customers by where their latest loan is in the journey (loan.journey's step), newest customers first.
  routes.id('loan.customerJourneyList', (call) => {
    const step = str(call.body, 'step');
    if (!(JOURNEY_STEPS as readonly string[]).includes(step)) throw invalid(`step must be one of ${JOURNEY_STEPS.join(', ')}.`);
    const latest = new Map<number, AccountLoan>();
    for (const loan of ctx.db.loans as AccountLoan[]) {
      const seen = latest.get(loan.customerId);
      if (!seen || loan.id > seen.id) latest.set(loan.customerId, loan);
    }
    const rows = ctx.db.customers
      .filter((c) => !c.deleted && journeyStep(latest.get(c.id)) === step)
      .sort((a, b) => b.id - a.id)
      .map((c) => ({
        customerId: c.id,
        firstName: c.firstName,
        lastName: c.lastName,
        country: c.country,
        status: currentStatus(c) ?? null,
        loanId: latest.get(c.id)?.id ?? null,
      }));
    return { step, ...page(rows, optNum(call.body, 'page') ?? 1, optNum(call.body, 'perPage') ?? 25) };
  });
}
