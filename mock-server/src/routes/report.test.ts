import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComprehensiveLoanReportEntry } from '@pronto/api';
import { createContext } from '../context.ts';
import { createServer } from '../server.ts';

const ctx = createContext({ dataFile: null, size: 'small', fresh: true, quiet: true });
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer(ctx).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/report`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { data: unknown; errors: { message: string }[] } };
}

async function token(emailAddress: string, country = 'GB'): Promise<string> {
  const { body } = await post('login', { emailAddress, password: 'pronto123', country });
  return (body.data as { token: string }).token;
}

const range = { start: '2018-01-01T00:00:00.000Z', end: '2018-04-01T00:00:00.000Z' };

describe('POST /api/report/login', () => {
  it('signs a seeded staff member in with token and user (no password)', async () => {
    const { status, body } = await post('login', { emailAddress: 'reporter@pronto.test', password: 'pronto123', country: 'GB' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      token: expect.any(String),
      user: { emailAddress: 'reporter@pronto.test', role: 'reporter', country: 'GB' },
    });
    expect(JSON.stringify(body.data)).not.toContain('pronto123');
  });

  it('refuses a wrong password, the wrong country and an invalid e-mail with 422', async () => {
    expect((await post('login', { emailAddress: 'reporter@pronto.test', password: 'nope', country: 'GB' })).body.errors[0]?.message).toBe(
      'The e-mail address, password or country is not correct.',
    );
    expect((await post('login', { emailAddress: 'reporter@pronto.test', password: 'pronto123', country: 'ES' })).status).toBe(422);
    expect((await post('login', { emailAddress: 'reporter', password: 'x', country: 'GB' })).body.errors[0]?.message).toBe(
      'E-mail address is not valid.',
    );
  });
});

describe('POST /api/report/ComprehensiveLoanReport', () => {
  it('needs a token (401) whose role may see reports (403)', async () => {
    expect((await post('ComprehensiveLoanReport', range)).status).toBe(401);
    const agent = await token('agent@pronto.test');
    const refused = await post('ComprehensiveLoanReport', range, { authorization: `Bearer ${agent}` });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]?.message).toBe('You are not allowed to do this.');
  });

  it('answers 422 on a missing start, a bad end or an unknown application', async () => {
    const auth = { authorization: `Bearer ${await token('reporter@pronto.test')}` };
    expect((await post('ComprehensiveLoanReport', { end: range.end }, auth)).body.errors[0]?.message).toBe('Start date is required.');
    expect((await post('ComprehensiveLoanReport', { start: range.start, end: 'soon' }, auth)).status).toBe(422);
    expect((await post('ComprehensiveLoanReport', range, { ...auth, application: 'PRONTO_FR' })).body.errors[0]?.message).toBe(
      'Application must be PRONTO_ES or PRONTO_UK.',
    );
    expect((await post('ComprehensiveLoanReport', { ...range, summaryWindow: 'latest' }, auth)).body.errors[0]?.message).toBe(
      'Summary window must be current or historical.',
    );
  });

  it("summarises the spec's historical window: the UK book over 12 quarters, the ES book over 6 months, from the stored loans", async () => {
    const auth = { authorization: `Bearer ${await token('admin@pronto.test')}` };
    for (const [application, country, periods, from, to] of [
      ['PRONTO_UK', 'GB', 12, '2016-01-01', '2019-01-01'],
      ['PRONTO_ES', 'ES', 6, '2018-01-01', '2018-07-01'],
    ] as const) {
      const { status, body } = await post('ComprehensiveLoanReport', { ...range, summaryWindow: 'historical' }, { ...auth, application });
      expect(status).toBe(200);
      const [entry] = body.data as ComprehensiveLoanReportEntry[];
      expect(entry?.summaryReport).toHaveLength(periods);
      const issued = ctx.db.loans
        .filter(
          (l) =>
            l.country === country &&
            ['issued', 'overdue', 'repaid', 'closed'].includes(l.status) &&
            l.issueDate >= from &&
            l.issueDate < to,
        )
        .reduce((sum, l) => sum + l.amount, 0);
      expect(issued).toBeGreaterThan(0);
      expect(entry?.summaryReport.reduce((sum, row) => sum + (row.values.allIssued_v ?? 0), 0)).toBeCloseTo(issued, 2);
      expect(
        entry?.loans.every((row) => row.application === application && row.issueDate >= '2018-01-01' && row.issueDate < '2018-04-01'),
      ).toBe(true);
    }
  });

  it("names each loan's customer: the report's readers see no customer pages", async () => {
    const auth = { authorization: `Bearer ${await token('reporter@pronto.test')}` };
    const { body } = await post('ComprehensiveLoanReport', range, { ...auth, application: 'PRONTO_UK' });
    const [entry] = body.data as ComprehensiveLoanReportEntry[];
    expect(entry?.loans.length).toBeGreaterThan(0);
    for (const row of entry?.loans ?? []) {
      const customer = ctx.customerById(row.customerId);
      expect(row.customerName).toBe(`${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`);
    }
  });

  it('without an application header gives one period [start, end)', async () => {
    const auth = { authorization: `Bearer ${await token('reporter@pronto.test')}` };
    const { body } = await post('ComprehensiveLoanReport', { start: '2018-01-01', end: '2018-04-01' }, auth);
    const [entry] = body.data as ComprehensiveLoanReportEntry[];
    expect(entry?.summaryReport.map((r) => [r.dateStart, r.dateEnd])).toEqual([['2018-01-01', '2018-04-01']]);
  });
});
