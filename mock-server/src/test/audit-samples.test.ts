import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditChange, AuditEntry, AuditTargetType } from '@pronto/api';
import { changesBetween, countryOf, flatten } from '../audit.ts';
import { publicRow } from '../sanitize.ts';
import type { Row } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

/**
 * The console writes an audit entry's changes in words from their field paths (admin/src/audit-trail/
 * changeWords.ts). Its test reads the paths the trail really holds from a file this test writes: one
 * example change per path shape (`installments[n].paidAmount`), from real staff writes and from every
 * field of the seeded rows staff can change. The test fails while the file misses a shape or keeps one
 * that no longer exists; `UPDATE_AUDIT_SAMPLES=1` writes it again.
 */
const SAMPLES = new URL('../../../admin/src/audit-trail/seededChanges.generated.ts', import.meta.url);

interface Sample {
  targetType: AuditTargetType;
  resource?: string;
  country?: string;
  change: AuditChange;
}

let mock: Mock;
let admin: string;
let agent: string;
beforeAll(async () => {
  mock = await startMock();
  [admin, agent] = await Promise.all([mock.staffToken(), mock.staffToken('agent@pronto.test')]);
});
afterAll(() => mock.close());

/** A path without its row ids: `installments[n].paidAmount`. */
const shape = (s: Pick<Sample, 'targetType' | 'resource'>, field: string) =>
  `${s.resource ?? s.targetType}:${field.replace(/\[\d+\]/g, '[n]')}`;

/** Staff writes of each kind the console makes, as in audit.test.ts and audit-edits.test.ts. */
async function staffWrites(): Promise<void> {
  const loan = mock.ctx.db.loans.find(
    (l) => l.country === 'GB' && ['issued', 'overdue'].includes(l.status) && l.payments.some((p) => !p.deleted),
  )!;
  const payment = loan.payments.find((p) => !p.deleted)!;
  const calls: [string, string, Record<string, unknown>, string][] = [
    ['post', '/api/loan/payloanmanual', { loanId: loan.id, amount: 20, reason: 'Cash' }, agent],
    ['post', '/api/loan/deletePayment', { loanId: loan.id, paymentId: payment.id, reason: 'Bounced' }, agent],
    ['post', '/api/loan/undeletePayment', { loanId: loan.id, paymentId: payment.id, reason: 'Cleared after all' }, agent],
    ['post', '/api/loan/discount', { loanId: loan.id, amount: 5, reason: 'Goodwill' }, agent],
    ['post', '/api/customer/blacklist/add', { customerId: 11, reason: 'Fraud' }, agent],
    ['post', '/api/customer/creditlimit', { customerId: 11, creditLimit: 600, reason: 'Income checked' }, agent],
    ['post', '/api/card/setUnlinked', { cardId: 1, reason: 'Asked by the customer' }, admin],
    ['patch', '/api/rest/customers/9', { firstName: 'Rosalind', monthlyIncome: 2750 }, agent],
    ['put', '/api/customer/customer', { customerId: 10, lastName: 'Hodgkin', monthlyIncome: 1900 }, agent],
    ['patch', '/api/rest/staff/7', { fullName: 'Colin B. Collector', password: 'Another-pass-2026' }, admin],
    ['post', '/api/rest/loanDefinitions', { name: 'TRIAL', country: 'GB', minAmount: 50, active: false }, admin],
    // Staff writes with no audit rule of their own: recorded with the rows they change (staff-write-audit.ts).
    ['put', '/api/customer/address', { customerId: 2, addressType: 'home', town: 'Leeds' }, agent],
    ['post', '/api/customer/comment', { customerId: 3, text: 'Promised to pay on Friday.' }, agent],
    ['post', '/api/customer/subStatus', { customerId: 4, subStatus: 'identityCheck' }, agent],
    ['post', '/api/customer/group', { name: 'Audit watch', description: 'Watched' }, agent],
  ];
  for (const [method, path, body, token] of calls) {
    const answer = await mock.api(method, path, body, token);
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  }
  const ticket = (mock.ctx.db.tickets as Row[] | undefined)?.[0];
  if (!ticket) throw new Error('the seed has tickets');
  await mock.api('post', '/api/communication/reassign', { ticketId: ticket.id, staffId: 7 }, agent);
}

/** Every field of the seeded rows staff change (customers, loans, cards, tickets, staff and the other lists), as if added. */
function seededSamples(): Sample[] {
  const lists: [string, AuditTargetType][] = [
    ['customers', 'customer'],
    ['loans', 'loan'],
    ['cards', 'card'],
    ['tickets', 'ticket'],
    ['staff', 'staff'],
    ['bankAccounts', 'record'],
    ['loanDefinitions', 'record'],
  ];
  return lists.flatMap(([name, targetType]) =>
    mock.ctx.rows(name).flatMap((row) => {
      const country = targetType === 'staff' ? undefined : countryOf(mock.ctx, row);
      return changesBetween(new Map(), flatten(publicRow(row))).map((change) => ({
        targetType,
        ...(targetType === 'record' ? { resource: name } : {}),
        ...(country ? { country } : {}),
        change,
      }));
    }),
  );
}

describe('the audit field paths the console words', () => {
  it('are all in the samples file, one example per shape', async () => {
    await staffWrites();
    const written = (mock.ctx.rows('auditTrail') as unknown as AuditEntry[]).flatMap((e) =>
      e.changes.map((change) => ({
        targetType: e.targetType,
        ...(e.resource ? { resource: e.resource } : {}),
        ...(e.country ? { country: e.country } : {}),
        change,
      })),
    );
    const byShape = new Map<string, Sample>();
    for (const sample of [...written, ...seededSamples()]) {
      const key = shape(sample, sample.change.field);
      if (!byShape.has(key)) byShape.set(key, sample);
    }
    const samples = [...byShape.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, s]) => s);
    const text = [
      '// Generated by mock-server/src/test/audit-samples.test.ts (UPDATE_AUDIT_SAMPLES=1); do not edit.',
      "// One change per field path shape the mock's audit trail holds, for the console's words test.",
      '',
      "import type { AuditChange, AuditTargetType } from '@pronto/api';",
      '',
      'export const SEEDED_CHANGES: readonly { targetType: AuditTargetType; resource?: string; country?: string; change: AuditChange }[] = ',
      `${JSON.stringify(samples, null, 2)};`,
      '',
    ].join('\n');
    if (process.env.UPDATE_AUDIT_SAMPLES === '1') writeFileSync(SAMPLES, text);
    const stored = readFileSync(SAMPLES, 'utf8');
    const shapes = (source: string) =>
      [...source.matchAll(/"targetType": "(\w+)",(?:\s*"resource": "(\w+)",)?[\s\S]*?"field": "([^"]+)"/g)].map(([, t, r, f]) =>
        shape({ targetType: t as AuditTargetType, ...(r ? { resource: r } : {}) }, f ?? ''),
      );
    expect(shapes(stored), 'stale: run UPDATE_AUDIT_SAMPLES=1 vitest run mock-server/src/test/audit-samples.test.ts').toEqual(shapes(text));
  });
});
