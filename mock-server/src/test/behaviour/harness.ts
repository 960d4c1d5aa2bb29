import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOptions, catalogue, entry, type CallId, type CallOptions, type ResponseOf, type Service } from '@pronto/api';
import { buildUrl } from '@pronto/request';
import type { ContextOptions } from '../../context.ts';
import { startMock, type Mock } from '../harness.ts';

/**
 * Who makes a call: a seeded staff member by role (GB unless named ES), the seeded customer 8
 * (07100000008, GB) or customer of Spain, nobody, or any token a case got by signing in itself.
 */
export type Who = 'admin' | 'agent' | 'reporter' | 'ES admin' | 'customer' | 'ES customer' | 'public' | { token: string };

/** The options of one call: the contract's own (`vars`, `params`, `data`) and who calls. */
export type Options<Id extends CallId> = Omit<CallOptions<Id>, 'timeout' | 'silent'> & { as?: Who };

/** An answer as the apps read it: the HTTP status and the envelope's data and errors. */
export interface Called<Id extends CallId> {
  status: number;
  data: ResponseOf<Id>;
  errors: { message: string }[];
}

/** What a case sees: catalogue calls only, so every effect is read back the way the apps read it. */
export interface World {
  /** Calls an entry; the default caller is the entry's own kind (staff: admin, customer: customer 8). */
  call<Id extends CallId>(id: Id, opts?: Options<Id>): Promise<Called<Id>>;
  /** Calls an entry and answers its data; any status but 2xx fails the case with the answer's message. */
  ok<Id extends CallId>(id: Id, opts?: Options<Id>): Promise<ResponseOf<Id>>;
  /** The token of a caller (signed in once per file). */
  token(who: Exclude<Who, { token: string }>): Promise<string>;
  /**
   * The mock itself, for the few effects no catalogue call reads back (the activity log is a file the
   * site writes and nobody reads through the API). Everything else is read through `call`.
   */
  outside: Mock;
}

type Setup<Id extends CallId> = Options<Id> | ((w: World) => Promise<Options<Id>>);

/** A read (or a query sent as POST that changes nothing): what it answers is checked against the seed or earlier calls. */
export interface ReadCase<Id extends CallId> {
  /** What the answer holds, in words. */
  reads: string;
  does?: never;
  call: Setup<Id>;
  check: (answer: Called<Id>, w: World) => void | Promise<void>;
}

/**
 * A write: `readBack` reads the book through catalogue calls before and after the call; the two must
 * differ (a write with no visible effect fails), and `check` says how.
 */
export interface WriteCase<Id extends CallId, R = unknown> {
  /** What the call does to the book, in words. */
  does: string;
  reads?: never;
  call: Setup<Id>;
  readBack: (w: World, opts: Options<Id>) => Promise<R>;
  check?: (after: R, before: R, answer: Called<Id>, w: World) => void | Promise<void>;
}

/** A refused call: bad input or the wrong caller gets this status and message, and the book is unchanged. */
export interface Refusal<Id extends CallId> {
  call: Setup<Id>;
  status: number;
  message: string | RegExp;
}

/** The behaviour of one entry, with optional refusals (the spec's messages for bad input, the role rules). */
// A write's read-back type is the case's own business; `any` lets each case keep its own (checked inside the case).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Behaviour<Id extends CallId> = (ReadCase<Id> | WriteCase<Id, any>) & { refuses?: Refusal<Id>[] };

/** The ids of one service. */
export type IdsOf<S extends Service> = Extract<CallId, `${S}.${string}`>;

/** One case per entry of a service, each typed by its entry; run in the order written. */
export type Cases<S extends Service> = { [Id in IdsOf<S>]?: Behaviour<Id> };

const staffEmails = {
  admin: 'admin@pronto.test',
  agent: 'agent@pronto.test',
  reporter: 'reporter@pronto.test',
  'ES admin': 'admin@pronto.es',
} as const;

/** The world of one mock: its calls by id, its callers' tokens. */
export function worldOf(mock: Mock): World {
  const tokens = new Map<string, Promise<string>>();
  const token: World['token'] = (who) => {
    if (who === 'public') return Promise.resolve('');
    let t = tokens.get(who);
    if (!t) {
      t =
        who === 'customer'
          ? mock.customerToken('07100000008')
          : who === 'ES customer'
            ? mock.customerToken(spanishCustomerPhone(mock), 'ES')
            : mock.staffToken(staffEmails[who], who.startsWith('ES') ? 'ES' : 'GB');
      tokens.set(who, t);
    }
    return t;
  };
  const call: World['call'] = async (id, opts = {}) => {
    const e = entry(id);
    const request = callOptions(e, opts);
    const who: Who = opts.as ?? (e.auth === 'public' ? 'public' : e.auth === 'customer' || e.auth === 'session' ? 'customer' : 'admin');
    const bearer = typeof who === 'object' ? who.token : await token(who);
    const url = buildUrl(request.url, request.urlVariables, request.params);
    const answer = await mock.api(e.method, url, request.data, bearer || undefined, request.headers);
    const body = (answer.body ?? {}) as { data?: unknown; errors?: { message: string }[] };
    return { status: answer.status, data: body.data as never, errors: body.errors ?? [] };
  };
  const ok: World['ok'] = async (id, opts) => {
    const answer = await call(id, opts);
    if (answer.status < 200 || answer.status > 299)
      throw new Error(`${id} answered ${answer.status}: ${answer.errors.map((e) => e.message).join('; ')}`);
    return answer.data;
  };
  return { call, ok, token, outside: mock };
}

function spanishCustomerPhone(mock: Mock): string {
  const customer = mock.ctx.db.customers.find((c) => c.country === 'ES');
  if (!customer) throw new Error('the seed has no customer in Spain');
  return customer.mobilePhone;
}

async function resolve<Id extends CallId>(setup: Setup<Id>, w: World): Promise<Options<Id>> {
  return typeof setup === 'function' ? setup(w) : setup;
}

/** Runs one case: its refusals first, then the call, failing as the harness's tests fail. */
export async function run<Id extends CallId>(id: Id, c: Behaviour<Id>, w: World) {
  for (const refusal of c.refuses ?? []) {
    const opts = await resolve(refusal.call, w);
    const before = c.does === undefined ? undefined : await c.readBack(w, opts);
    const answer = await w.call(id, opts);
    expect(answer.status, `${id} refused: ${JSON.stringify(answer.errors)}`).toBe(refusal.status);
    if (typeof refusal.message === 'string') expect(answer.errors[0]?.message).toBe(refusal.message);
    else expect(answer.errors[0]?.message).toMatch(refusal.message);
    if (c.does !== undefined) expect(await c.readBack(w, opts), `${id}: a refused call changed the book`).toEqual(before);
  }
  const opts = await resolve(c.call, w);
  if (c.does === undefined) {
    const answer = await w.call(id, opts);
    expect(answer.status, `${id}: ${JSON.stringify(answer.errors)}`).toBe(200);
    await c.check(answer, w);
    return;
  }
  const before: unknown = await c.readBack(w, opts);
  const answer = await w.call(id, opts);
  expect(answer.status, `${id}: ${JSON.stringify(answer.errors)}`).toBeGreaterThanOrEqual(200);
  expect(answer.status, `${id}: ${JSON.stringify(answer.errors)}`).toBeLessThan(300);
  const after: unknown = await c.readBack(w, opts);
  expect(after, `${id} answered ${answer.status} but nothing read back changed`).not.toEqual(before);
  await c.check?.(after, before, answer, w);
}

/**
 * Runs the behaviour cases of one service against its own mock (small seed), one test per entry in
 * the order the cases are written; an entry of the service without a case fails.
 */
export function behaviourOf<S extends Service>(service: S, cases: Cases<S>, options: ContextOptions = {}) {
  describe(`${service}: every call does what it says`, () => {
    let mock: Mock;
    let w: World;
    beforeAll(async () => {
      mock = await startMock(options);
      w = worldOf(mock);
    });
    afterAll(() => mock.close());

    // The table's own type is one per id; here each case is run as the entry it is keyed by.
    const table = cases as unknown as Record<CallId, Behaviour<CallId>>;
    for (const [id, c] of Object.entries(table) as [CallId, Behaviour<CallId>][]) {
      it(`${id} ${c.does ?? c.reads}`, () => run(id, c, w));
    }
    const written = new Set<string>(Object.keys(table));
    const missing = catalogue.filter((e) => e.service === service && !written.has(e.id)).map((e) => e.id);
    it(`has a case for each of its ${catalogue.filter((e) => e.service === service).length} entries`, () => {
      expect(missing).toEqual([]);
    });
  });
}
