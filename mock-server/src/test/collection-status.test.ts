import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionAgrees, currentStatus, loanPosition } from '@pronto/domain';
import { generateDb } from '../seed/index.ts';
import { daysPastDue } from '../routes/collection-status.ts';
import { postDay } from '../daily-posting.ts';
import { addCustomer, addLoan } from './made-loans.ts';
import { startMock, type Mock } from './harness.ts';

/* Collection follows arrears: one rule (@pronto/domain collectionMove) from the ledger's days past due,
 * applied by the seed, the daily posting and payments; a staff override needs a reason. */

describe("the fresh seed's whole book", () => {
  it("puts every customer in a status that agrees with their loans' days past due", { timeout: 120_000 }, () => {
    const db = generateDb({ size: 'full' });
    const today = (db.seed as { day: string }[])[0]!.day;
    const at = `${today}T00:00:00.000Z`;
    const loansOf = new Map<number, typeof db.loans>();
    for (const l of db.loans) loansOf.set(l.customerId, [...(loansOf.get(l.customerId) ?? []), l]);
    const disagree = db.customers
      .filter((c) => !c.deleted)
      .map((c) => ({ id: c.id, status: currentStatus(c), days: daysPastDue(loansOf.get(c.id) ?? [], at) }))
      .filter((c) => !collectionAgrees(c.status, c.days));
    expect(disagree).toEqual([]);
    // The book has both sides of the rule, replayed from each loan's ledger.
    const pastDue = db.loans.filter((l) => ['issued', 'overdue'].includes(l.status) && loanPosition(l, at).daysPastDue > 0);
    expect(pastDue.length).toBeGreaterThan(100);
    expect(pastDue.filter((l) => loanPosition(l, at).daysPastDue >= 90).length).toBeGreaterThan(50);
    expect(db.customers.filter((c) => currentStatus(c) === 'internalCollection').length).toBeGreaterThan(50);
  });
});

describe('collection status at runtime', () => {
  let mock: Mock;
  let admin: string;
  beforeAll(async () => {
    mock = await startMock();
    admin = await mock.staffToken();
  });
  afterAll(() => mock.close());
  const read = async (customerId: number) =>
    (await mock.api('get', `/api/customer/customer?customerId=${customerId}`, undefined, admin)).body.data as {
      status: string;
      collectionStatus: string | null;
      collectionOverride: { reason: string } | null;
    };

  it('moves a customer into internal collection at the daily posting once a loan is past due, and out once it is paid', async () => {
    const customer = addCustomer(mock.ctx);
    // Issued 40 days ago: the first instalment fell due about ten days ago, unpaid.
    const loan = addLoan(mock.ctx, { amount: 300, count: 2, issuedDaysAgo: 40 }, customer.id);
    expect((await read(customer.id)).status).toBe('approved');
    postDay(mock.ctx);
    expect(await read(customer.id)).toMatchObject({ status: 'internalCollection', collectionStatus: 'internal' });
    expect(customer.statuses.at(-1)?.createdBy).toMatch(/^system \(\d+ days past due\)$/);

    const arrears = loanPosition(loan, new Date()).arrears;
    const paid = await mock.api(
      'post',
      '/api/loan/payloanmanual',
      { loanId: loan.id, amount: arrears, reason: 'Arrears paid at the branch' },
      admin,
    );
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(await read(customer.id)).toMatchObject({ status: 'approved', collectionStatus: null });
  });

  it('refuses a staff status against the rule without a reason, and keeps one given with a reason', async () => {
    const customer = addCustomer(mock.ctx);
    addLoan(mock.ctx, { amount: 300, count: 2, issuedDaysAgo: 45 }, customer.id);
    postDay(mock.ctx);
    expect((await read(customer.id)).status).toBe('internalCollection');
    const back = (reason?: string) =>
      mock.api('post', '/api/customer/status', { customerId: customer.id, status: 'approved', ...(reason ? { reason } : {}) }, admin);
    const refused = await back();
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].message).toMatch(
      new RegExp(
        `^Customer ${customer.id} to approved goes against the arrears rule \\(their loans are \\d+ days past due\\): please give a reason\\.$`,
      ),
    );
    expect((await read(customer.id)).status).toBe('internalCollection');
    const kept = await back('Payment plan agreed with the customer');
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    postDay(mock.ctx);
    expect(await read(customer.id)).toMatchObject({
      status: 'approved',
      collectionOverride: { reason: 'Payment plan agreed with the customer' },
    });
  });
});
