import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@pronto/api';
import { REST_COLLECTIONS } from '../types.ts';
import { startMock, type Answer, type Mock } from './harness.ts';

/**
 * Bad input to every route: random and malformed bodies, query values and url variables (fast-check,
 * fixed seed, RUNS cases per route). The mock must answer 4xx with a message (or 2xx when the input
 * happens to be acceptable), never 5xx, stay up, and keep its data file valid JSON.
 */
const SEED = 20261121;
/** `npm test` sends 2 cases a route; PROPERTY_RUNS=full (a long local or nightly run) sends 20. */
const RUNS = process.env.PROPERTY_RUNS === 'full' ? 20 : 2;

let mock: Mock;
let dataFile: string;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-property-')), 'db.json');
  mock = await startMock({ dataFile });
  tokens.staff = await mock.staffToken();
  tokens.report = tokens.staff;
  tokens.customer = await mock.customerToken('07100000008');
});
afterAll(() => mock.close());

const FIELDS = [
  'phoneNumber',
  'mobilePhone',
  'password',
  'password2',
  'countryCode',
  'pin',
  'pinCode',
  'loanId',
  'customerId',
  'cardId',
  'amount',
  'page',
  'perPage',
  'q',
  'filter',
  'sort',
  'range',
  'order',
  'id',
  'ids',
  'firstName',
  'lastName',
  'emailAddress',
  'birthDate',
  'status',
  'text',
  'dateFrom',
  'dateTo',
  'country',
  'token',
  'value',
  'type',
  'subType',
  'postCode',
  'days',
  'date',
  'name',
];
const nasty = fc.constantFrom(
  '',
  ' ',
  '-1',
  '0',
  '1e309',
  'NaN',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  '{"$gt":""}',
  '9'.repeat(40),
  'ü€😀',
  '2026-13-45',
  '[]',
  '{}',
  'true',
);
const scalar = fc.oneof(fc.string({ maxLength: 40 }), nasty, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 4 }));
const knownKeys = fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 });
const body = fc.oneof(
  knownKeys.map((b) => JSON.stringify(b)),
  fc.jsonValue({ maxDepth: 3 }).map((b) => JSON.stringify(b)),
  fc.constantFrom('{', '{"a":', 'null', '[]', '"text"', '42', 'not json at all', '{"pin":1234,}', '\u0000'),
);
const queryValue = fc.oneof(fc.string({ maxLength: 30 }), nasty, fc.integer().map(String));
const query = fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(queryValue, fc.array(queryValue, { minLength: 2, maxLength: 3 })), {
  maxKeys: 5,
});
const urlVar = fc.oneof(
  fc.integer().map(String),
  fc.string({ minLength: 1, maxLength: 20 }),
  nasty.filter((s) => s !== ''),
);

const encodeQuery = (q: Record<string, string | string[]>) =>
  Object.entries(q)
    .flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((one) => `${k}=${encodeURIComponent(one)}`))
    .join('&');

/** Every route: the catalogue plus the simple-rest collections (list and one row, all verbs). */
const routes: { id: string; method: string; path: string; auth: string }[] = [
  ...catalogue.map((e) => ({ id: e.id, method: e.method, path: e.path, auth: e.auth })),
  ...REST_COLLECTIONS.flatMap((name) => [
    { id: `rest.${name}.list`, method: 'get', path: `/api/rest/${name}`, auth: 'staff' },
    { id: `rest.${name}.post`, method: 'post', path: `/api/rest/${name}`, auth: 'staff' },
    { id: `rest.${name}.one`, method: 'get', path: `/api/rest/${name}/{id}`, auth: 'staff' },
    { id: `rest.${name}.put`, method: 'put', path: `/api/rest/${name}/{id}`, auth: 'staff' },
  ]),
];

let casesRun = 0;
const failures: string[] = [];

function judge(label: string, answer: Answer): void {
  casesRun++;
  const message = answer.body?.errors?.[0]?.message;
  if (answer.status >= 500) failures.push(`${label} -> ${answer.status}`);
  else if (answer.status >= 400 && (typeof message !== 'string' || message === ''))
    failures.push(`${label} -> ${answer.status} without a message`);
  else if (answer.status < 200 || answer.status >= 500) failures.push(`${label} -> ${answer.status}`);
}

async function send(method: string, path: string, text: string | undefined, auth: string): Promise<Answer> {
  try {
    return await mock.raw(method, path, method === 'get' || method === 'delete' ? undefined : text, tokens[auth]);
  } catch (error) {
    // A non-JSON answer or a dropped connection is a failure, reported with the route.
    return { status: 599, body: { errors: [{ message: String(error) }] }, headers: new Headers() };
  }
}

describe('property: bad input never breaks the mock', () => {
  it(`${routes.length} routes x ${RUNS} random cases: 4xx with a message or 2xx, never 5xx`, async () => {
    for (const [index, route] of routes.entries()) {
      const vars = (route.path.match(/\{\w+\}/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(fc.array(urlVar, { minLength: vars, maxLength: vars }), query, body, async (values, q, text) => {
          let i = 0;
          const path = route.path.replace(/\{\w+\}/g, () => encodeURIComponent(values[i++] ?? '1'));
          const qs = encodeQuery(q);
          const url = qs ? `${path}?${qs}` : path;
          judge(`${route.method.toUpperCase()} ${url} ${text.slice(0, 60)}`, await send(route.method, url, text, route.auth));
        }),
        { seed: SEED + index, numRuns: RUNS },
      );
    }
    expect(failures).toEqual([]);
    expect(casesRun).toBe(routes.length * RUNS);
  }, 120_000);

  it('raw malformed url variables and oversized bodies are refused with a message', async () => {
    for (const path of [
      '/api/rest/customers/%E0%A4%A',
      '/api/loan/loan?loanId=%',
      '/api/rest/customers?sort=%5B',
      '/api/customer/lead/%00',
    ]) {
      judge(path, await send('get', path, undefined, 'staff'));
    }
    const big = await send('post', '/api/membership/login', JSON.stringify({ password: 'x'.repeat(1024 * 1024 + 10) }), 'public');
    expect(big.status).toBe(413);
    expect(big.body.errors[0].message).toBe('Request body is larger than 1 MB.');
    expect(failures).toEqual([]);
  });

  it('the server is still up and its data file is valid JSON with every collection', async () => {
    expect((await mock.api('get', '/api/catalogue')).status).toBe(200);
    expect(
      (await mock.api('post', '/api/report/login', { emailAddress: 'reporter@pronto.test', password: 'pronto123', country: 'GB' })).status,
    ).toBe(200);
    await mock.ctx.flush();
    const saved = JSON.parse(readFileSync(dataFile, 'utf8')) as Record<string, unknown>;
    for (const name of ['customers', 'loans', 'staff', 'tokens', ...REST_COLLECTIONS]) expect(Array.isArray(saved[name]), name).toBe(true);
  });
});
