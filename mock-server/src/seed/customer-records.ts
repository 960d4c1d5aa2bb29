import type { CustomerStatus } from '@pronto/api';
import { CUSTOMER_STATUSES } from '@pronto/domain';
import { addDays } from '../dates.ts';
import { ruleEngine } from '../routes/credibility.ts';
import { syncFigures } from '../routes/dengage.ts';
import type { CustomerRecord, Db, Row } from '../types.ts';
import { at, seedToday } from './random.ts';

/** The sub-status an agent gave customers of a status (every other one of them, by id). */
const SUB_STATUS_OF: Partial<Record<CustomerStatus, string>> = {
  waiting: 'awaitingDocuments',
  internalCollection: 'promiseToPay',
  externalCollection: 'dispute',
  declined: 'affordabilityReview',
};

/** The statuses a customer reaches only after the rule engine has run on their application: every one after
 *  `registered` in the status order. */
const DECIDED: readonly CustomerStatus[] = CUSTOMER_STATUSES.slice(CUSTOMER_STATUSES.indexOf('registered') + 1);

const agentOf = (c: CustomerRecord) => (c.country === 'GB' ? 'agent@pronto.test' : 'agent@pronto.es');

/**
 * Records of the customer 360 beyond the customer row: sub-statuses agents gave, the rule engine's
 * verdict when the fixed customers' applications were decided, and the last two nightly dEngage syncs.
 */
export function customerRecordsSeed(db: Db): { customerSubStatuses: Row[]; ruleEngineRuns: Row[]; dengageSyncJobs: Row[] } {
  const customerSubStatuses: Row[] = [];
  for (const c of db.customers) {
    const last = c.statuses.at(-1);
    const subStatus = last ? SUB_STATUS_OF[last.status] : undefined;
    if (!last || !subStatus || c.id % 2 !== 0) continue;
    customerSubStatuses.push({
      id: customerSubStatuses.length + 1,
      customerId: c.id,
      status: last.status,
      subStatus,
      note: '',
      createdAt: at(addDays(last.createdAt.slice(0, 10), 1), 11),
      createdBy: agentOf(c),
    });
  }

  // The fixed customers (one per status and market) carry the decision their status came from.
  // fixedCustomers gives them the first ids: one per status in each of the two markets.
  const fixed = db.customers.filter((c) => c.id <= 2 * CUSTOMER_STATUSES.length);
  const relations = (db.suspectedLogins ?? []) as Row[];
  const ruleEngineRuns: Row[] = fixed
    .filter((c) => c.statuses.some((s) => DECIDED.includes(s.status)))
    .map((c, i) => ({
      id: i + 1,
      customerId: c.id,
      ...ruleEngine(
        c,
        db.loans.filter((l) => l.customerId === c.id),
        relations.filter((r) => r.customerId === c.id || r.relatedCustomerId === c.id),
      ),
      ranBy: 'system',
      createdAt: c.statuses.find((s) => DECIDED.includes(s.status))?.createdAt ?? c.createdAt,
    }));

  const figures = syncFigures(db.customers, (db.commPermissions ?? []) as Row[], ['GB', 'ES']);
  const dengageSyncJobs: Row[] = [2, 1].map((daysAgo, i) => ({
    id: i + 1,
    countries: ['GB', 'ES'],
    status: 'completed',
    ...figures,
    requestedBy: 'system',
    reason: 'Nightly contact sync',
    createdAt: at(addDays(seedToday(), -daysAgo), 2),
    finishedAt: at(addDays(seedToday(), -daysAgo), 3),
  }));
  return { customerSubStatuses, ruleEngineRuns, dengageSyncJobs };
}
