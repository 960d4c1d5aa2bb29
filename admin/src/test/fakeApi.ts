import { catalogue, type CallId } from '@pronto/api';
import { contractFake, type ContractFake, type Replies, type Reply } from '@pronto/api/testing';
import { configureRequest, resetRequestConfig } from '@pronto/request';
import { expect, onTestFinished } from 'vitest';

/**
 * The back end of a unit or component test, built from the contract (`@pronto/api/testing`): `replies`
 * by catalogue id, typed by the contract. A request outside the catalogue, or one the test did not
 * prepare, fails the test when it finishes; the request layer is then reset.
 */
export function fakeApi(replies: Replies = {}): ContractFake {
  const fake = contractFake(catalogue, replies);
  configureRequest({ fetch: fake.fetch });
  onTestFinished(() => {
    try {
      expect(fake.problems, 'calls the test did not prepare').toEqual([]);
    } finally {
      resetRequestConfig();
    }
  });
  return fake;
}

/** One reply per call of an id, in order; the last one answers every later call. */
export function inTurn<Id extends CallId>(first: Reply<Id>, ...rest: Reply<Id>[]): () => Reply<Id> {
  const queue = [first, ...rest];
  // The queue never empties: its last reply stays (`?? first` only satisfies the index type).
  return () => (queue.length > 1 ? queue.shift() : queue[0]) ?? first;
}

/** The requests a fake received as method, url (path and query) and JSON body, in order. */
export function requestsOf(fake: ContractFake): { method: string; url: string; body: unknown }[] {
  return fake.calls.map((c) => {
    const query = c.query.toString();
    return { method: c.method, url: query ? `${c.path}?${query}` : c.path, body: c.body };
  });
}
