import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureRequest, resetRequestConfig } from '@pronto/request';
import { dataProvider } from './dataProvider.ts';

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

  it('lists a whole-list call (templates) and filters, sorts and pages it here', async () => {
    const rows = [{ id: 1, name: 'Welcome' }, { id: 2, name: 'Reminder' }, { id: 3, name: 'Welcome back' }];
    const seen = fakeServer([{ body: { data: rows, errors: [] } }]);
    const result = await dataProvider.getList('templates', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter: { q: 'wel' } });
    expect(new URL(seen[0]?.url ?? '', 'http://x').pathname).toBe('/api/communication/CommTemplate');
    expect(result).toEqual({ data: [{ id: 3, name: 'Welcome back' }], total: 2 });
  });

  it('reads one loan through loan.searchLoans filtered on its id', async () => {
    const seen = fakeServer([{ body: { data: { items: [{ id: 5, status: 'issued' }], total: 1 }, errors: [] } }]);
    expect(await dataProvider.getOne('loans', { id: 5 })).toEqual({ data: { id: 5, status: 'issued' } });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/loan/searchLoans', body: { filter: { id: 5 }, page: 1, perPage: 1 } });
  });

  it('reads a ticket queue and one ticket through communication.getTickets', async () => {
    const seen = fakeServer([
      { body: { data: { items: [{ id: 4, subject: 'Fees' }], total: 9 }, errors: [] } },
      { body: { data: { items: [{ id: 4, subject: 'Fees' }], total: 1 }, errors: [] } },
    ]);
    const list = await dataProvider.getList('tickets', { pagination: { page: 2, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: { queue: 'unissued' } });
    expect(list).toEqual({ data: [{ id: 4, subject: 'Fees' }], total: 9 });
    expect(await dataProvider.getOne('tickets', { id: 4 })).toEqual({ data: { id: 4, subject: 'Fees' } });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/communication/getTickets?queue=unissued&page=2&perPage=5',
      'GET /api/communication/getTickets?id=4',
    ]);
  });

  it('reads several customers (reference fields) with one customer.search on their ids', async () => {
    const seen = fakeServer([{ body: { data: { items: [{ id: 1 }, { id: 2 }], total: 2 }, errors: [] } }]);
    expect(await dataProvider.getMany('customers', { ids: [1, 2] })).toEqual({ data: [{ id: 1 }, { id: 2 }] });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/customer/search', body: { filter: { id: [1, 2] }, page: 1, perPage: 2 } });
  });

  it('reads a card through the assumed card.searchCards and a card\'s transactions through card.searchCardTransactions', async () => {
    const seen = fakeServer([
      { body: { data: { items: [{ id: 3, customerId: 8 }], total: 1 }, errors: [] } },
      { body: { data: { items: [], total: 0 }, errors: [] } },
    ]);
    expect(await dataProvider.getOne('cards', { id: 3 })).toEqual({ data: { id: 3, customerId: 8 } });
    await dataProvider.getManyReference('cardTransactions', { target: 'cardId', id: 3, pagination: { page: 1, perPage: 10 }, sort: { field: 'date', order: 'DESC' }, filter: {} });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/card/searchCards', body: { filter: { id: 3 } } });
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/api/card/searchCardTransactions', body: { filter: { cardId: 3 }, page: 1, perPage: 10 } });
  });

  it('deletes a template by its path variable', async () => {
    const seen = fakeServer([{ body: { data: { id: 7 }, errors: [] } }]);
    await dataProvider.delete('templates', { id: 7, previousData: { id: 7 } });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/api/communication/deleteTemplateById/7' });
  });

  it('finds a content channel by id in the assumed content.tree', async () => {
    const seen = fakeServer([{ body: { data: { categories: [{ id: 2 }], channels: [{ id: 2, categoryId: 1 }, { id: 5, categoryId: 2 }], groups: [], contents: [] }, errors: [] } }]);
    expect(await dataProvider.getOne('channels', { id: 5 })).toEqual({ data: { id: 5, categoryId: 2 } });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/content/tree?id=5' });
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
