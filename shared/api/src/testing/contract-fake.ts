import type { CallId, RequestOf, ResponseOf } from '../call-types.ts';
import { entryMatcher } from '../contract/match.ts';
import type { CatalogueEntry } from '../types.ts';

/** What a prepared call answers: its data (typed by the contract), or a status with errors. */
export interface Reply<Id extends CallId> {
  status?: number;
  data?: ResponseOf<Id>;
  errors?: { message: string; code?: string }[];
}

/** One request the fake received, with the entry it matched (undefined when it matched none). */
export interface FakeCall {
  id: CallId | undefined;
  method: string;
  path: string;
  query: URLSearchParams;
  vars: Record<string, string>;
  body: unknown;
}

/** The replies of a test, by catalogue id: a reply, or a function of the request body and the call. */
export type Replies = { [Id in CallId]?: Reply<Id> | ((body: RequestOf<Id>, call: FakeCall) => Reply<Id>) };

/** A fake back end built from the contract; `problems` lists every call a test did not prepare. */
export interface ContractFake {
  /** A `fetch` for `configureRequest({ fetch })`. */
  fetch: typeof globalThis.fetch;
  /** Every request, in order. */
  calls: FakeCall[];
  /** Requests outside `entries` or not prepared by the test, as "METHOD /path (id)". */
  problems: string[];
  /** Prepares (or replaces) the reply of one id. */
  on<Id extends CallId>(id: Id, reply: Replies[Id]): ContractFake;
  /** The bodies sent to one id. */
  bodiesOf(id: CallId): unknown[];
}

/**
 * A stand-in for the back end at the request layer's injection point, from the contract: a request
 * must be a catalogue entry of `entries` (method and path) that the test prepared; anything else is
 * answered 501 and listed in `problems`, which the caller turns into a failing test.
 */
export function contractFake(entries: readonly CatalogueEntry[], replies: Replies = {}): ContractFake {
  const match = entryMatcher(entries);
  const prepared: Replies = { ...replies };
  const calls: FakeCall[] = [];
  const problems: string[] = [];
  const answer = (status: number, data: unknown, errors: Reply<CallId>['errors'] = []) =>
    new Response(JSON.stringify({ data: data ?? null, errors }), { status, headers: { 'Content-Type': 'application/json' } });

  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://fake.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' && init.body !== '' ? (JSON.parse(init.body) as unknown) : undefined;
    const found = match(method, url.pathname);
    const call: FakeCall = { id: found?.entry.id, method, path: url.pathname, query: url.searchParams, vars: found?.vars ?? {}, body };
    calls.push(call);
    if (!found) {
      problems.push(`${method} ${url.pathname} is not a call of the contract`);
      return answer(404, null, [{ message: 'Not in the contract' }]);
    }
    // The union of every id's reply function: each is called with its own id's body.
    const reply = prepared[found.entry.id] as Reply<CallId> | ((body: unknown, call: FakeCall) => Reply<CallId>) | undefined;
    if (!reply) {
      problems.push(`${method} ${url.pathname} (${found.entry.id}) was not prepared by the test`);
      return answer(501, null, [{ message: `Unprepared call ${found.entry.id}` }]);
    }
    const r = typeof reply === 'function' ? reply(body, call) : reply;
    return answer(r.status ?? 200, r.data, r.errors);
  }) as typeof globalThis.fetch;

  const fake: ContractFake = {
    fetch,
    calls,
    problems,
    on(id, reply) {
      prepared[id] = reply;
      return fake;
    },
    bodiesOf: (id) => calls.filter((c) => c.id === id).map((c) => c.body),
  };
  return fake;
}
