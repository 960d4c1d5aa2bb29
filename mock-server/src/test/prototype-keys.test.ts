import type { AddressInfo } from 'node:net';
import jsonServer from 'json-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@pronto/api';
import { errorHandler } from '../http.ts';
import { startMock, type Mock } from './harness.ts';

/**
 * A body using `__proto__`, `constructor` or `prototype` as a field name is refused before any handler
 * (422 naming it), and no answer carries a server's internal error text.
 */
let mock: Mock;
let staff: string;
beforeAll(async () => {
  mock = await startMock();
  staff = await mock.staffToken();
});
afterAll(() => mock.close());

const INTERNAL = /is not a function|is not defined|Cannot read|Cannot set|undefined|TypeError|ReferenceError|could not be processed:/;

describe('prototype field names', () => {
  it('refuses __proto__, constructor and prototype (escaped or not) with 422 naming the field', async () => {
    const bodies: [string, string][] = [
      ['{"__proto__":{"check":1},"firstName":"A"}', '__proto__'],
      ['{"\\u005f\\u005fproto\\u005f\\u005f":{"admin":true}}', '__proto__'],
      ['{"lastName":"B","constructor":{"name":"x"}}', 'constructor'],
      ['{"items":[{"prototype":1}]}', 'prototype'],
    ];
    for (const [text, field] of bodies) {
      for (const [method, path] of [
        ['patch', '/api/rest/customers/9'],
        ['put', '/api/rest/holidays/1'],
        ['post', '/api/customer/customer'],
        ['post', '/api/logs/write'],
      ] as const) {
        const answer = await mock.raw(method, path, text, staff);
        expect(answer.status, `${method} ${path} ${text}`).toBe(422);
        expect(answer.body.errors[0].message).toBe(`The request body may not use the field name "${field}".`);
      }
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
    expect((await mock.api('get', '/api/rest/customers/9', undefined, staff)).body.data.firstName).not.toBe('A');
  });

  it('no catalogue call answers with internal error text to such a body', async () => {
    const customer = await mock.customerToken('07100000008');
    const leaks: string[] = [];
    for (const e of catalogue.filter((c) => c.method !== 'get')) {
      const token = e.auth === 'customer' ? customer : e.auth === 'public' || e.auth === 'session' ? undefined : staff;
      const answer = await mock.raw(e.method, e.path.replace(/\{\w+\}/g, '1'), '{"__proto__":{"x":1}}', token);
      const message = String(answer.body?.errors?.[0]?.message ?? '');
      if (answer.status >= 500 || INTERNAL.test(message)) leaks.push(`${e.id}: ${answer.status} ${message}`);
    }
    expect(leaks).toEqual([]);
  }, 60_000);
});

describe('the error handler', () => {
  it('answers an unexpected error with a plain message, not its text', async () => {
    const app = jsonServer.create();
    app.get('/boom', () => {
      throw new TypeError('check is not a function');
    });
    app.use(errorHandler());
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const quiet = console.error;
      console.error = () => undefined;
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/boom`);
      console.error = quiet;
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ data: null, errors: [{ message: 'Request could not be processed.' }] });
    } finally {
      server.close();
    }
  });
});
