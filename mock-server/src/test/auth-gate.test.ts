import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@pronto/api';
import { REST_COLLECTIONS } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

/**
 * The gate decides per matched call on a normalised method and path:
 * every protected path of the catalogue and of /api/rest, sent without a token as HEAD, in upper
 * case, with repeated slashes and as a json-server nested route, answers 401 or 404, never a
 * handler's 200 / 422.
 */
let mock: Mock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const fill = (path: string) => path.replace(/\{\w+\}/g, '1');
const upper = (path: string) => path.replace(/^\/api\/(\w+)/, (_m, service: string) => `/API/${service.toUpperCase()}`);

interface Probe {
  method: string;
  path: string;
}

function variants(method: string, path: string): Probe[] {
  const filled = fill(path);
  const list: Probe[] = [
    { method, path: upper(filled) },
    { method, path: filled.replace(/\//g, '//') },
    { method, path: `${filled.replace('/api/', '/api//')}/` },
    { method, path: `${filled}/1/customers` },
  ];
  if (method === 'get') list.push({ method: 'head', path: filled }, { method: 'head', path: upper(filled) });
  return list;
}

describe('the auth gate', () => {
  it('answers 401 or 404 to every protected catalogue and rest path without a token, in any spelling', async () => {
    const probes: Probe[] = [];
    for (const e of catalogue)
      if (e.auth !== 'public') probes.push({ method: e.method, path: fill(e.path) }, ...variants(e.method, e.path));
    for (const name of REST_COLLECTIONS) {
      for (const method of ['get', 'post']) probes.push(...variants(method, `/api/rest/${name}`), ...variants(method, `/api/REST/${name}`));
      for (const method of ['get', 'put', 'patch', 'delete']) probes.push(...variants(method, `/api/rest/${name}/1`));
      probes.push({ method: 'get', path: `/api/rest/${name}/1/customers` }, { method: 'get', path: `/api/rest//${name}` });
    }
    const passed: string[] = [];
    // A few at a time: the whole list runs in a few seconds.
    for (let i = 0; i < probes.length; i += 16) {
      const answers = await Promise.all(
        probes.slice(i, i + 16).map(async (p) => {
          const response = await fetch(`${mock.base}${p.path}`, {
            method: p.method.toUpperCase(),
            headers: { 'content-type': 'application/json' },
            body: p.method === 'get' || p.method === 'head' ? undefined : '{}',
          });
          await response.arrayBuffer();
          return { p, status: response.status };
        }),
      );
      for (const { p, status } of answers) if (status !== 401 && status !== 404) passed.push(`${p.method} ${p.path} -> ${status}`);
    }
    expect(probes.length).toBeGreaterThan(2000);
    expect(passed).toEqual([]);
  }, 60_000);

  it('still serves the canonical spelling with a token, and the same call in upper case or with doubled slashes', async () => {
    const token = await mock.staffToken();
    expect((await mock.api('get', '/api/rest/customers?range=[0,1]', undefined, token)).status).toBe(200);
    expect((await mock.api('get', '/API/REST/customers?range=[0,1]', undefined, token)).status).toBe(200);
    expect((await mock.api('get', '/api//rest//customers/1', undefined, token)).status).toBe(200);
  });

  it('refuses json-server nested routes and unknown paths with 404, even with an admin token', async () => {
    const token = await mock.staffToken();
    for (const path of ['/api/rest/tickets/1/customers', '/api/rest/customers/1/loans', '/api/rest/db', '/api/nothing/here']) {
      expect((await mock.api('get', path, undefined, token)).status, path).toBe(404);
    }
  });

  it('gives each role only its collections of /api/rest: agent customers yes, staff no; reporter none', async () => {
    const agent = await mock.staffToken('agent@pronto.test');
    const reporter = await mock.staffToken('reporter@pronto.test');
    expect((await mock.api('get', '/api/rest/customers', undefined, agent)).status).toBe(200);
    expect((await mock.api('get', '/api/rest/staff', undefined, agent)).status).toBe(403);
    expect((await mock.api('get', '/api/REST/staff', undefined, agent)).status).toBe(403);
    expect((await mock.api('get', '/api/rest/customers', undefined, reporter)).status).toBe(403);
    const customer = await mock.customerToken();
    expect((await mock.api('get', '/api/rest/customers', undefined, customer)).status).toBe(403);
  });
});
