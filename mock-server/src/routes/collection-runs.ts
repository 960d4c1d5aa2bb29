import type { CustomerStatus, DocumentRecord } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { CustomerRecord, LoanRecord } from '../types.ts';
import { bool, id, optList } from '../validate.ts';
import { AUTOMATION_SETTINGS, automationValue } from './content-automation.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, newest, staffName } from './staff-helpers.ts';

/**
 * The automatic collection runs (the spec names them only; docs/decisions.md "Documents, letters and
 * collection runs"): who moves from which status to which, and after how many days overdue.
 */
export const RUNS = {
  autoIC: { from: ['approved'], to: 'internalCollection', loanCollectionStatus: 'internal' },
  autoEC: { from: ['internalCollection'], to: 'externalCollection', loanCollectionStatus: 'external' },
  autoLC: { from: ['externalCollection'], to: 'legal', loanCollectionStatus: 'legal' },
} as const satisfies Record<string, { from: CustomerStatus[]; to: CustomerStatus; loanCollectionStatus: string }>;
export type RunName = keyof typeof RUNS;
/** The automation setting that holds each run's days overdue (by default 1, 60 and 120). */
const RUN_SETTINGS: Record<RunName, string> = {
  autoIC: 'internalCollectionAfterDays',
  autoEC: 'externalCollectionAfterDays',
  autoLC: 'legalCollectionAfterDays',
};

/** Days since the oldest unpaid instalment of an overdue loan fell due (0 when none is late). */
export function daysOverdue(loan: Pick<LoanRecord, 'status' | 'installments'>, today: string): number {
  if (loan.status !== 'overdue') return 0;
  const first = loan.installments.find((i) => i.status !== 'paid' && i.expectedDate < today);
  return first ? Math.round((Date.parse(today) - Date.parse(first.expectedDate)) / 86_400_000) : 0;
}

/** Customers a run would move: in a `from` status, not deleted, with an overdue loan at least `minDays` late. */
export function runCandidates(
  run: RunName,
  customers: CustomerRecord[],
  loans: LoanRecord[],
  today: string,
  minDays: number = AUTOMATION_SETTINGS[RUN_SETTINGS[run]]?.default as number,
) {
  const rule = RUNS[run];
  const from: readonly string[] = rule.from;
  const out: { customer: CustomerRecord; loan: LoanRecord; daysOverdue: number }[] = [];
  for (const customer of customers) {
    if (customer.deleted || !from.includes(customer.statuses.at(-1)?.status ?? '')) continue;
    const late = loans
      .filter((l) => l.customerId === customer.id)
      .map((loan) => ({ loan, days: daysOverdue(loan, today) }))
      .sort((a, b) => b.days - a.days)[0];
    if (late && late.days >= minDays) out.push({ customer, loan: late.loan, daysOverdue: late.days });
  }
  return out;
}

/** autoIC / autoEC / autoLC (dry run or for real, optionally for some customers only), their past runs and legal documents. */
export function registerCollectionRunRoutes(routes: Routes, ctx: Context): void {
  for (const run of Object.keys(RUNS) as RunName[]) {
    routes.id(`customer.${run}`, (call) => {
      const dryRun = bool(call.body, 'dryRun') ?? false;
      const only = optList(call.body, 'customerIds')?.map((v) => id(v, 'customerIds'));
      const today = ctx.nowIso().slice(0, 10);
      const pool = only ? only.map((customerId) => customerOr422(ctx, customerId)) : ctx.db.customers;
      // The days overdue are the automation settings' (content.automation), by default the rule's.
      const minDays = automationValue(ctx, RUN_SETTINGS[run]) as number;
      const found = runCandidates(run, pool, ctx.db.loans, today, minDays);
      const rule = RUNS[run];
      const by = staffName(call);
      if (!dryRun) {
        for (const { customer, loan } of found) {
          customer.statuses.push({ status: rule.to, createdAt: ctx.nowIso(), createdBy: `${by} (${run})` });
          (loan as LoanRecord & { collectionStatus?: string | null }).collectionStatus = rule.loanCollectionStatus;
          if (run === 'autoLC') {
            ctx.insert('documents', {
              customerId: customer.id,
              type: 'legal',
              legalKind: 'legalNotice',
              title: `Notice before legal action, loan ${loan.id}`,
              fileName: `legalNotice-${customer.id}-${loan.id}.pdf`,
              contentType: 'application/pdf',
              size: 0,
              content: `Notice before legal action about loan ${loan.id}.`,
              createdAt: ctx.nowIso(),
            });
          }
        }
      }
      const summary = {
        run,
        dryRun,
        from: rule.from,
        to: rule.to,
        minDays,
        checked: pool.length,
        moved: found.length,
        customers: found.slice(0, 200).map(({ customer, loan, daysOverdue: days }) => ({
          customerId: customer.id,
          name: `${customer.firstName} ${customer.lastName}`,
          loanId: loan.id,
          daysOverdue: days,
        })),
        ranBy: by,
        ranAt: ctx.nowIso(),
      };
      if (!dryRun) ctx.insert('collectionRuns', summary);
      ctx.changed();
      return summary;
    });
  }

  routes.id('customer.legalDocuments', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const status = customer.statuses.at(-1)?.status;
    const docs = ctx.rows<DocumentRecord>('documents').filter((d) => d.customerId === customer.id && d.type === 'legal');
    if (docs.length === 0 && status !== 'legal')
      throw invalid(`Customer ${customer.id} is not in legal collection and has no legal documents.`);
    return newest(docs).map(({ content: _content, ...d }) => d);
  });
}
