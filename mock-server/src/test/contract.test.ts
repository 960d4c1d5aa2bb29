import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, type CatalogueEntry } from '@pronto/api';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let staff: string;
let customer: string;
let vars: Record<string, string>;

beforeAll(async () => {
  mock = await startMock();
  staff = await mock.staffToken();
  customer = await mock.customerToken('07100000008');
  const db = mock.ctx.db;
  const loan = db.loans.find((l) => l.customerId === 8) ?? db.loans[0]!;
  const card = (db.cards as { id: number; customerId: number }[])[0]!;
  vars = {
    customerId: '8',
    loanId: String(loan.id),
    cardId: String(card.id),
    installmentId: String(loan.installments[0]!.id),
    templateId: '1',
    smsId: '1',
    id: '1',
    categoryId: '1',
    groupId: '1',
    leadCustomerId: '1',
    token: customer,
    repayToken: customer,
    introductionId: 'intro-completed-01',
    sessionId: 'session-1',
    eventName: 'payment',
    trackId: 'track-1',
    selectedCardId: String(card.id),
  };
});
afterAll(() => mock.close());

function pathOf(e: CatalogueEntry): string {
  return e.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(vars[name] ?? '1'));
}

describe('every catalogue entry answers (never 404 or 500)', () => {
  it(`calls all ${catalogue.length} entries with the right token`, async () => {
    const failures: string[] = [];
    for (const e of catalogue) {
      // A `session` call (logout) with the customer token, as before: the staff token is used after it.
      const token = e.auth === 'customer' || e.auth === 'session' ? customer : e.auth === 'public' ? undefined : staff;
      const body = e.method === 'get' || e.method === 'delete' ? undefined : {};
      const answer = await mock.api(e.method, pathOf(e), body, token);
      const wellFormed = answer.body && Array.isArray(answer.body.errors) && 'data' in answer.body;
      if (answer.status === 404 || answer.status >= 500 || !wellFormed)
        failures.push(`${e.id} ${e.method.toUpperCase()} ${pathOf(e)} -> ${answer.status}`);
      if (answer.status === 422) expect(answer.body.errors[0]?.message, e.id).toBeTruthy();
    }
    expect(failures).toEqual([]);
    expect(catalogue.length).toBeGreaterThan(400);
  });

  it('GET /api/catalogue lists the whole catalogue publicly', async () => {
    const { status, body } = await mock.api('get', '/api/catalogue');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(catalogue.length);
  });

  it('every catalogue entry has a handler of its own: none is answered generically', () => {
    const handled = mock.app.locals.handledCalls as ReadonlySet<string>;
    expect(catalogue.filter((e) => !handled.has(e.id)).map((e) => e.id)).toEqual([]);
  });
});
