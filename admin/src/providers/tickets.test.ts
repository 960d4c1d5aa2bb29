import { describe, expect, it } from 'vitest';
import { normalizePage, ticketQuery } from './tickets.ts';

describe('ticketQuery', () => {
  it('open queue filters on status open and keeps the search', () => {
    expect(ticketQuery({ filter: { queue: 'open', q: 'fees' } }, 1)).toEqual({ filter: { q: 'fees', status: 'open' } });
  });
  it('mine filters on the signed-in staff id', () => {
    expect(ticketQuery({ filter: { queue: 'mine' } }, 7)).toEqual({ filter: { assignedTo: 7 } });
  });
  it('mine without a staff id matches nothing', () => {
    expect(ticketQuery({ filter: { queue: 'mine' } }, undefined)).toEqual({ filter: { assignedTo: -1 } });
  });
  it('unissued uses the camUnissuedTickets call', () => {
    expect(ticketQuery({ filter: { queue: 'unissued' } }, 1)).toEqual({ rpc: 'unissued' });
  });
  it('all drops the queue', () => {
    expect(ticketQuery({ filter: { queue: 'all', customerId: 4 } }, 1)).toEqual({ filter: { customerId: 4 } });
  });
});

describe('normalizePage', () => {
  it('pages a plain array', () => {
    expect(normalizePage([1, 2, 3, 4, 5], 2, 2)).toEqual({ data: [3, 4], total: 5 });
  });
  it('passes a search page through', () => {
    expect(normalizePage({ items: [1], total: 9 }, 1, 10)).toEqual({ data: [1], total: 9 });
  });
  it('treats null as empty', () => {
    expect(normalizePage(null, 1, 10)).toEqual({ data: [], total: 0 });
  });
});
