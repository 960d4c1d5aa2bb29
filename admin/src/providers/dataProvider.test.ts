import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hasEntry } from '@pronto/api';
import { configureRequest, resetRequestConfig } from '@pronto/request';
import { dataProvider } from './dataProvider.ts';
import { IDS } from './ids.ts';

interface Seen {
  method: string;
  url: string;
  body: unknown;
}

/** A fake back end: records each request and answers with the next prepared response. */
function fakeServer(answers: { status?: number; body: unknown; headers?: Record<string, string> }[]) {
  const seen: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({ method: String(init?.method ?? 'GET').toUpperCase(), url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const next = answers.shift() ?? { body: { data: null, errors: [] } };
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'Content-Type': 'application/json', ...next.headers } });
  };
  configureRequest({ fetch: fetch as typeof globalThis.fetch });
  return seen;
}

beforeEach(() => resetRequestConfig());
afterEach(() => resetRequestConfig());

describe('dataProvider', () => {
  it('lists customers through customer.search', async () => {
    const seen = fakeServer([{ body: { data: { items: [{ id: 8, firstName: 'Ann' }], total: 41 }, errors: [] } }]);
    const result = await dataProvider.getList('customers', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: { q: '07100000008', status: 'approved' },
    });
    expect(seen).toEqual([
      { method: 'POST', url: '/api/customer/search', body: { q: '07100000008', filter: { status: 'approved' }, sort: 'lastName', order: 'ASC', page: 2, perPage: 20 } },
    ]);
    expect(result).toEqual({ data: [{ id: 8, firstName: 'Ann' }], total: 41 });
  });

  it('lists a customer\'s loans through loan.searchLoans filtered on customerId', async () => {
    const seen = fakeServer([{ body: { data: { items: [], total: 0 }, errors: [] } }]);
    await dataProvider.getManyReference('loans', { target: 'customerId', id: 8, pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'DESC' }, filter: {} });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/loan/searchLoans', body: { filter: { customerId: 8 }, page: 1, perPage: 10 } });
  });

  it('lists plain collections in the simple-rest dialect and reads Content-Range', async () => {
    const seen = fakeServer([{ body: { data: [{ id: 1, name: 'Welcome' }], errors: [] }, headers: { 'Content-Range': 'templates 0-0/12' } }]);
    const result = await dataProvider.getList('templates', { pagination: { page: 1, perPage: 10 }, sort: { field: 'id', order: 'ASC' }, filter: { q: 'wel' } });
    const url = new URL(seen[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/rest/templates');
    expect(JSON.parse(url.searchParams.get('range') ?? '')).toEqual([0, 9]);
    expect(JSON.parse(url.searchParams.get('sort') ?? '')).toEqual(['id', 'ASC']);
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ q: 'wel' });
    expect(result).toEqual({ data: [{ id: 1, name: 'Welcome' }], total: 12 });
  });

  it('reads one record from the envelope', async () => {
    fakeServer([{ body: { data: { id: 5, status: 'issued' }, errors: [] } }]);
    expect(await dataProvider.getOne('loans', { id: 5 })).toEqual({ data: { id: 5, status: 'issued' } });
  });

  it('calls RPC methods with their catalogue path and body', async () => {
    const seen = fakeServer([{ body: { data: { id: 3, pinned: true }, errors: [] } }, { body: { data: {}, errors: [] } }]);
    await dataProvider.pinComment('customers', { commentId: 3 });
    await dataProvider.setBlacklisted('customers', { customerId: 8, blacklisted: false });
    expect(seen).toEqual([
      { method: 'POST', url: '/api/customer/comment/pin', body: { commentId: 3 } },
      { method: 'POST', url: '/api/customer/blacklist/remove', body: { customerId: 8 } },
    ]);
  });

  it('puts url variables into the path', async () => {
    const seen = fakeServer([{ body: { data: {}, errors: [] } }]);
    await dataProvider.setCardActive('cards', { cardId: 12 });
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/api/card/active/12' });
  });

  it('rejects with the first error message and the status', async () => {
    fakeServer([{ status: 422, body: { data: null, errors: [{ message: 'Loan 4 is repaid: only an issued or overdue loan takes payments.' }] } }]);
    await expect(dataProvider.payManual('loans', { loanId: 4, amount: 10, date: '2026-11-21' })).rejects.toMatchObject({
      message: 'Loan 4 is repaid: only an issued or overdue loan takes payments.',
      status: 422,
    });
  });

  it('refuses an unknown resource', () => {
    expect(() => dataProvider.getList('nope', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} })).toThrow('Unknown resource "nope"');
  });
});

describe('IDS', () => {
  it('names only catalogue entries', () => {
    expect(Object.values(IDS).filter((id) => !hasEntry(id))).toEqual([]);
  });
});

describe('customer record', () => {
  it('reads one customer through customer.customer and saves only the editable fields through customer.customer.put', async () => {
    const seen = fakeServer([
      { body: { data: { id: 8, firstName: 'Ann' }, errors: [] } },
      { body: { data: { id: 8, firstName: 'Anna' }, errors: [] } },
    ]);
    expect(await dataProvider.getOne('customers', { id: 8 })).toEqual({ data: { id: 8, firstName: 'Ann' } });
    const saved = await dataProvider.update('customers', {
      id: 8,
      data: { id: 8, firstName: 'Anna', lastName: 'Koch', statuses: [], blacklisted: true, monthlyIncome: 2100, birthDate: '1998-01-05' },
      previousData: { id: 8 },
    });
    expect(seen).toEqual([
      { method: 'GET', url: '/api/customer/customer?customerId=8', body: undefined },
      { method: 'PUT', url: '/api/customer/customer', body: { customerId: 8, firstName: 'Anna', lastName: 'Koch', birthDate: '1998-01-05T12:00:00Z', monthlyIncome: 2100 } },
    ]);
    expect(saved).toEqual({ data: { id: 8, firstName: 'Anna' } });
  });
});
