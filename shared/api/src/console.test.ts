import { configureRequest, resetRequestConfig } from '@pronto/request';
import { afterEach, describe, expect, it } from 'vitest';
import { entry } from './catalogue/index.ts';
import { firstConsoleCalls } from './catalogue/console-first.ts';
import { callFirstConsole, firstConsoleEntry } from './console.ts';

afterEach(() => resetRequestConfig());

describe("the console's first calls", () => {
  it('are the entries the whole catalogue has under the same ids, the customer list search among them', () => {
    const ids = Object.values(firstConsoleCalls).map((d) => `${d.service}.${d.name}`);
    expect(ids).toEqual(['customer.search']);
    for (const id of ids) expect(firstConsoleEntry(id), id).toEqual(entry(id));
  });

  it('know no other call: those go through the whole catalogue', () => {
    expect(firstConsoleEntry('customer.customer')).toBeUndefined();
    expect(firstConsoleEntry('membership.login')).toBeUndefined();
  });

  it("send the search with the catalogue's method and path", async () => {
    const sent: string[] = [];
    configureRequest({
      storage: { getItem: () => null, setItem: () => undefined },
      fetch: (input: RequestInfo | URL, init: RequestInit = {}) => {
        sent.push(`${init.method} ${String(input)} ${String(init.body)}`);
        return Promise.resolve(new Response(JSON.stringify({ data: { items: [], total: 0 }, errors: [] }), { status: 200 }));
      },
    });
    const result = await callFirstConsole('customer.search', { data: { page: 1, perPage: 25 } });
    expect(sent).toEqual(['POST /api/customer/search {"page":1,"perPage":25}']);
    expect(result.data).toEqual({ items: [], total: 0 });
  });
});
