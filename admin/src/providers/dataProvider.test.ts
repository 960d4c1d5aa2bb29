import { beforeEach, describe, expect, it } from 'vitest';
import { resetRequestConfig } from '@pronto/request';
import { fakeApi, requestsOf } from '../test/fakeApi.ts';
import { aCard, aComment, aCustomer, aLoan, aPage, aTicket } from '../test/fixtures.ts';
import type { TicketMessage } from './communication.ts';
import { dataProvider, lazyProvider } from './dataProvider.ts';

beforeEach(() => resetRequestConfig());

describe('dataProvider', () => {
  it('lists customers through customer.search', async () => {
    const ann = aCustomer({ id: 8, firstName: 'Ann' });
    const fake = fakeApi({ 'customer.search': { data: aPage([ann], 41) } });
    const result = await dataProvider.getList('customers', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: { q: '07100000008', status: 'approved' },
    });
    expect(requestsOf(fake)).toEqual([
      {
        method: 'POST',
        url: '/api/customer/search',
        body: { q: '07100000008', filter: { status: 'approved' }, sort: 'lastName', order: 'ASC', page: 2, perPage: 20 },
      },
    ]);
    expect(result).toEqual({ data: [ann], total: 41 });
  });

  it("lists a customer's loans through loan.searchLoans filtered on customerId", async () => {
    const fake = fakeApi({ 'loan.searchLoans': { data: { items: [], total: 0 } } });
    await dataProvider.getManyReference('loans', {
      target: 'customerId',
      id: 8,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(requestsOf(fake)[0]).toMatchObject({
      method: 'POST',
      url: '/api/loan/searchLoans',
      body: { filter: { customerId: 8 }, page: 1, perPage: 10 },
    });
  });

  it('lists a whole-list call (templates) and filters, sorts and pages it here', async () => {
    const rows = [
      { id: 1, name: 'Welcome' },
      { id: 2, name: 'Reminder' },
      { id: 3, name: 'Welcome back' },
    ];
    const fake = fakeApi({ 'communication.CommTemplate': { data: rows } });
    const result = await dataProvider.getList('templates', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'wel' },
    });
    expect(fake.calls[0]?.path).toBe('/api/communication/CommTemplate');
    expect(result).toEqual({ data: [{ id: 3, name: 'Welcome back' }], total: 2 });
  });

  it('reads one loan through loan.searchLoans filtered on its id', async () => {
    const loan = aLoan({ id: 5, status: 'issued' });
    const fake = fakeApi({ 'loan.searchLoans': { data: aPage([loan]) } });
    expect(await dataProvider.getOne('loans', { id: 5 })).toEqual({ data: loan });
    expect(requestsOf(fake)[0]).toMatchObject({
      method: 'POST',
      url: '/api/loan/searchLoans',
      body: { filter: { id: 5 }, page: 1, perPage: 1 },
    });
  });

  it('reads the unissued queue through communication.camUnissuedTickets and one ticket through getTickets with its thread from getThread', async () => {
    const thread: TicketMessage[] = [
      { id: 1, direction: 'in', from: 'ann@pronto.test', body: 'Why this fee?', createdAt: '2026-11-21T10:00:00Z' },
    ];
    // The queue answers every unissued ticket; the console pages it.
    const queue = Array.from({ length: 9 }, (_, i) => aTicket({ id: i + 1, subject: 'Fees' }));
    const fake = fakeApi({
      'communication.camUnissuedTickets': { data: queue },
      'communication.getTickets': { data: { items: [{ id: 4, subject: 'Fees' }], total: 1 } },
      'communication.getThread': { data: thread },
    });
    const list = await dataProvider.getList('tickets', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: { queue: 'unissued' },
    });
    expect(list).toEqual({ data: queue.slice(5), total: 9 });
    expect(await dataProvider.getOne('tickets', { id: 4 })).toEqual({ data: { id: 4, subject: 'Fees', messages: thread } });
    expect(requestsOf(fake).map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/communication/camUnissuedTickets',
      'GET /api/communication/getTickets?id=4',
      'GET /api/communication/getThread?ticketId=4',
    ]);
  });

  it('reads several customers (reference fields) with one customer.search on their ids', async () => {
    const both = [aCustomer({ id: 1 }), aCustomer({ id: 2 })];
    const fake = fakeApi({ 'customer.search': { data: aPage(both) } });
    expect(await dataProvider.getMany('customers', { ids: [1, 2] })).toEqual({ data: both });
    expect(requestsOf(fake)[0]).toMatchObject({
      method: 'POST',
      url: '/api/customer/search',
      body: { filter: { id: [1, 2] }, page: 1, perPage: 2 },
    });
  });

  it("reads a card through the assumed card.searchCards and a card's transactions through card.searchCardTransactions", async () => {
    const fake = fakeApi({
      'card.searchCards': { data: { items: [{ id: 3, customerId: 8 }], total: 1 } },
      'card.searchCardTransactions': { data: { items: [], total: 0 } },
    });
    expect(await dataProvider.getOne('cards', { id: 3 })).toEqual({ data: { id: 3, customerId: 8 } });
    await dataProvider.getManyReference('cardTransactions', {
      target: 'cardId',
      id: 3,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'date', order: 'DESC' },
      filter: {},
    });
    expect(requestsOf(fake)[0]).toMatchObject({ method: 'POST', url: '/api/card/searchCards', body: { filter: { id: 3 } } });
    expect(requestsOf(fake)[1]).toMatchObject({
      method: 'POST',
      url: '/api/card/searchCardTransactions',
      body: { filter: { cardId: 3 }, page: 1, perPage: 10 },
    });
  });

  it('deletes a template by its path variable', async () => {
    const fake = fakeApi({ 'communication.deleteTemplateById': { data: { id: 7 } } });
    await dataProvider.delete('templates', { id: 7, previousData: { id: 7 } });
    expect(requestsOf(fake)[0]).toMatchObject({ method: 'DELETE', url: '/api/communication/deleteTemplateById/7' });
  });

  it('finds a content channel by id in the assumed content.tree', async () => {
    const fake = fakeApi({
      'content.tree': {
        data: {
          categories: [{ id: 2 }],
          channels: [
            { id: 2, categoryId: 1 },
            { id: 5, categoryId: 2 },
          ],
          groups: [],
          contents: [],
        },
      },
    });
    expect(await dataProvider.getOne('channels', { id: 5 })).toEqual({ data: { id: 5, categoryId: 2 } });
    expect(requestsOf(fake)[0]).toMatchObject({ method: 'GET', url: '/api/content/tree?id=5' });
  });

  it('calls RPC methods with their catalogue path and body', async () => {
    const fake = fakeApi({
      'customer.comment/pin': { data: aComment({ id: 3, pinned: true }) },
      'customer.blacklist/remove': { data: aCustomer({ id: 8 }) },
    });
    await dataProvider.pinComment('customers', { commentId: 3 });
    await dataProvider.setBlacklisted('customers', { customerId: 8, blacklisted: false, reason: 'Cleared by the bank' });
    expect(requestsOf(fake)).toEqual([
      { method: 'POST', url: '/api/customer/comment/pin', body: { commentId: 3 } },
      { method: 'POST', url: '/api/customer/blacklist/remove', body: { customerId: 8, reason: 'Cleared by the bank' } },
    ]);
  });

  it('puts url variables into the path', async () => {
    const fake = fakeApi({ 'card.active': { data: aCard({ id: 12 }) } });
    await dataProvider.setCardActive('cards', { cardId: 12 });
    expect(requestsOf(fake)[0]).toMatchObject({ method: 'PUT', url: '/api/card/active/12' });
  });

  it('rejects with the first error message and the status', async () => {
    const fake = fakeApi({
      'loan.payloanmanual': { status: 422, errors: [{ message: 'Loan 4 is repaid: only an issued or overdue loan takes payments.' }] },
    });
    await expect(
      dataProvider.payManual('loans', { loanId: 4, amount: 10, date: '2026-11-21', reason: 'Paid at the branch' }),
    ).rejects.toMatchObject({
      message: 'Loan 4 is repaid: only an issued or overdue loan takes payments.',
      status: 422,
    });
    expect(fake.bodiesOf('loan.payloanmanual')).toEqual([{ loanId: 4, amount: 10, date: '2026-11-21', reason: 'Paid at the branch' }]);
  });

  it('refuses an unknown resource', () => {
    const fake = fakeApi();
    expect(() =>
      dataProvider.getList('nope', { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).toThrow('Unknown resource "nope"');
    expect(fake.calls).toEqual([]);
  });
});

describe('a record the API does not have', () => {
  it('is a 404 (the error route) when its own read refuses the id: customer.customer answers 422', async () => {
    fakeApi({ 'customer.customer': { status: 422, errors: [{ message: 'Customer 99999999 does not exist.' }] } });
    await expect(dataProvider.getOne('customers', { id: 99999999 })).rejects.toMatchObject({
      status: 404,
      message: 'Customer 99999999 does not exist.',
    });
  });

  it('is a 404 when the search that reads it finds nothing: loan.searchLoans answers no rows', async () => {
    fakeApi({ 'loan.searchLoans': { data: aPage([], 0) } });
    await expect(dataProvider.getOne('loans', { id: 99999999 })).rejects.toMatchObject({ status: 404 });
  });

  it('keeps other failures as they are: a 500 stays a 500', async () => {
    fakeApi({ 'customer.customer': { status: 500, errors: [{ message: 'boom' }] } });
    await expect(dataProvider.getOne('customers', { id: 8 })).rejects.toMatchObject({ status: 500 });
  });
});

describe('customer record', () => {
  it('reads one customer through customer.customer and saves only the editable fields, from the version read, through customer.customer.put', async () => {
    const read = aCustomer({ id: 8, firstName: 'Ann' });
    const fake = fakeApi({
      'customer.customer': { data: read },
      'customer.customer.put': { data: aCustomer({ id: 8, firstName: 'Anna' }) },
    });
    expect(await dataProvider.getOne('customers', { id: 8 })).toEqual({ data: read });
    const saved = await dataProvider.update('customers', {
      id: 8,
      data: { id: 8, firstName: 'Anna', lastName: 'Koch', statuses: [], blacklisted: true, monthlyIncome: 2100, birthDate: '1998-01-05' },
      previousData: { id: 8, version: 6 },
    });
    expect(requestsOf(fake)).toEqual([
      { method: 'GET', url: '/api/customer/customer?customerId=8', body: undefined },
      {
        method: 'PUT',
        url: '/api/customer/customer',
        body: { customerId: 8, firstName: 'Anna', lastName: 'Koch', birthDate: '1998-01-05T12:00:00Z', monthlyIncome: 2100, version: 6 },
      },
    ]);
    expect(saved).toEqual({ data: aCustomer({ id: 8, firstName: 'Anna' }) });
  });
});

describe('lazyProvider (a service loaded with its first call)', () => {
  it('loads the service when a method is first called and passes the call on', async () => {
    let loads = 0;
    const provider = lazyProvider(() => {
      loads += 1;
      return Promise.resolve({
        getOne: (resource: string, params: { id: number }) => Promise.resolve({ data: { id: params.id, resource } }),
      } as never);
    });
    expect(loads).toBe(0);
    await expect(provider.getOne('customers', { id: 7 })).resolves.toEqual({ data: { id: 7, resource: 'customers' } });
    expect(loads).toBe(1);
  });

  it('is not a thenable and refuses a method the service does not have', async () => {
    const provider = lazyProvider(() => Promise.resolve({} as never));
    expect((provider as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(provider.getMany('customers', { ids: [1] })).rejects.toThrow('The data provider has no method "getMany"');
  });
});
