import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CountryCode } from '@pronto/api';
import { createContext } from '../context.ts';
import { createServer } from '../server.ts';
import type { CustomerRecord } from '../types.ts';

/* A Spanish loan's documents are Spanish, under Ley 16/2011; an agreement states
 * the loan's own APR ("APR" / "TAE"), not a representative one. */

const ctx = createContext({ dataFile: null, size: 'small', fresh: true, quiet: true });
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer(ctx).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are read loosely
async function call(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; data: any }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { data: unknown };
  return { status: response.status, data: json.data };
}

let phone = 600_100_000;
function customer(country: CountryCode): string {
  phone += 1;
  const record = {
    id: ctx.nextId('customers'),
    firstName: 'Lucía',
    lastName: 'García',
    birthDate: '1988-07-03T12:00:00Z',
    emailAddress: `lucia${phone}@example.com`,
    statuses: [{ status: 'registered', createdAt: ctx.nowIso() }],
    communication: [],
    customerAddress: [],
    country,
    mobilePhone: country === 'ES' ? String(phone) : `07${phone}`,
    pin: '1234',
    createdAt: ctx.nowIso(),
    deleted: false,
    blacklisted: false,
    vip: false,
    collectionStatus: null,
  } as unknown as CustomerRecord;
  ctx.db.customers.push(record);
  return ctx.issueToken('customer', record.id);
}

async function documents(country: CountryCode, amount: number) {
  const token = customer(country);
  const requested = await call('POST', '/api/loan/requestLoan', token, { amount, installments: 4, purpose: 'bills' });
  const loanId = requested.data.id as number;
  await call('POST', '/api/loan/checkstatus', token, { loanId });
  const text = await call('GET', `/api/loan/loanagreement?loanId=${loanId}`, token);
  expect(text.status).toBe(200);
  return text.data as { preContract: { subject: string; body: string }; agreement: { subject: string; body: string } };
}

describe('loan documents by market', () => {
  it('Spain: SECCI / INE and a contract under Ley 16/2011, in Spanish, with TAE, desistimiento and Banco de España', async () => {
    const { preContract, agreement } = await documents('ES', 300);
    expect(preContract.subject).toMatch(/Información Normalizada Europea/);
    expect(preContract.body).toMatch(/TAE/);
    expect(preContract.body).toMatch(/14 días naturales/);
    expect(preContract.body).toMatch(/Banco de España/);
    expect(agreement.subject).toMatch(/Ley 16\/2011/);
    expect(agreement.body).toMatch(/desistimiento/);
    expect(agreement.body).toMatch(/300,00\s€/);
    for (const doc of [preContract, agreement]) {
      expect(`${doc.subject}\n${doc.body}`).not.toMatch(/Consumer Credit Act|Representative|instalments|The lender|\bon \d/);
    }
  });

  it("UK: the agreement states the loan's own APR, not a representative one", async () => {
    const { preContract, agreement } = await documents('GB', 200);
    expect(agreement.subject).toMatch(/Consumer Credit Act 1974/);
    for (const doc of [preContract, agreement]) {
      expect(doc.body).not.toMatch(/Representative APR/i);
      expect(doc.body).toMatch(/\bAPR \d+(\.\d)?%/);
    }
  });
});
