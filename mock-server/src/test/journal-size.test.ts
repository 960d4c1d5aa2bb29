import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postDay } from '../daily-posting.ts';
import { loadWithJournal } from '../journal.ts';
import { startMock, type Mock } from './harness.ts';
import { tokenDigest } from '../security/secrets.ts';

/**
 * A write journals the rows it changed, not their collection: a customer PATCH through /api/rest wrote
 * the whole customer list (6.6 MB at the default seed) and held every other request while it did.
 * The journal still replays to the same data after a crash (read back here without a clean stop).
 */
let mock: Mock;
let dataFile: string;
let admin: string;
beforeAll(async () => {
  dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-journal-size-')), 'db.json');
  mock = await startMock({ dataFile });
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

/** Bytes the journal grows by while `write` runs. */
async function journalBytes(write: () => Promise<unknown>): Promise<number> {
  const journal = `${dataFile}.journal`;
  const before = statSync(journal).size;
  await write();
  return statSync(journal).size - before;
}

describe('journal size per write', () => {
  it('a customer PATCH, PUT, POST and DELETE through /api/rest each journal under 50 KB', async () => {
    const customersJson = JSON.stringify(mock.ctx.db.customers).length;
    expect(customersJson).toBeGreaterThan(200 * 1024);
    const patch = await journalBytes(async () => {
      expect((await mock.api('patch', '/api/rest/customers/9', { lastName: 'Journalled' }, admin)).status).toBe(200);
    });
    const current = (await mock.api('get', '/api/rest/customers/10', undefined, admin)).body.data;
    const put = await journalBytes(async () => {
      expect((await mock.api('put', '/api/rest/customers/10', { ...current, firstName: 'Whole' }, admin)).status).toBe(200);
    });
    let created = 0;
    const post = await journalBytes(async () => {
      const answer = await mock.api('post', '/api/rest/comments', { customerId: 8, text: 'journal probe' }, admin);
      expect(answer.status).toBe(201);
      created = answer.body.data.id as number;
    });
    const removed = await journalBytes(async () => {
      expect((await mock.api('delete', '/api/rest/customers/12', undefined, admin)).status).toBe(200);
    });
    for (const [what, bytes] of Object.entries({ patch, put, post, removed })) {
      expect(bytes, what).toBeGreaterThan(0);
      expect(bytes, what).toBeLessThan(50 * 1024);
    }
    // Replayed as a restart after a crash would: the data file plus its journal.
    const replayed = loadWithJournal(dataFile)!;
    expect(replayed.customers.find((c) => c.id === 9)?.lastName).toBe('Journalled');
    expect(replayed.customers.find((c) => c.id === 10)?.firstName).toBe('Whole');
    expect(replayed.customers.some((c) => c.id === 12)).toBe(false);
    expect(replayed.customers).toHaveLength(mock.ctx.db.customers.length);
    expect((replayed.comments as { id: number }[]).some((c) => c.id === created)).toBe(true);
  });

  it('a logout journals its one token, not every token', async () => {
    for (let i = 0; i < 20; i++) await mock.customerToken();
    const token = await mock.customerToken();
    const bytes = await journalBytes(async () => {
      expect((await mock.api('post', '/api/membership/logout', {}, token)).status).toBe(200);
    });
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(2 * 1024);
    const replayed = loadWithJournal(dataFile)!;
    expect(Date.parse(replayed.tokens.find((t) => t.token === tokenDigest(token))!.expires)).toBeLessThanOrEqual(Date.now());
  });

  it('after a change made outside any request (the daily posting at start-up), the next PATCH journals the rows that changed, not the collections', async () => {
    // What every start does (main.ts schedules the posting once it listens): the posting marks loans and
    // customers as changed outside a request; the first write after it journalled both lists whole (over
    // 10 MB at the default seed), found by the soak run (mock-server/scripts/soak.ts).
    postDay(mock.ctx);
    // A change out of sight of any request too: one customer's field and one comment removed.
    const raw = mock.ctx.db;
    const changedOutside = raw.customers.find((c) => c.id === 14)!;
    changedOutside.firstName = 'Outside';
    mock.ctx.changed('customers');
    const comments = raw.comments as { id: number }[];
    const gone = comments.at(0)!.id;
    comments.splice(0, 1);
    mock.ctx.changed('comments');
    const patch = await journalBytes(async () => {
      expect((await mock.api('patch', '/api/rest/customers/15', { lastName: 'Afterposting' }, admin)).status).toBe(200);
    });
    expect(patch).toBeGreaterThan(0);
    expect(patch).toBeLessThan(50 * 1024);
    // A second PATCH journals only its row.
    const second = await journalBytes(async () => {
      expect((await mock.api('patch', '/api/rest/customers/15', { lastName: 'Again' }, admin)).status).toBe(200);
    });
    expect(second).toBeLessThan(5 * 1024);
    const replayed = loadWithJournal(dataFile)!;
    expect(replayed.customers.find((c) => c.id === 15)?.lastName).toBe('Again');
    expect(replayed.customers.find((c) => c.id === 14)?.firstName).toBe('Outside');
    expect(replayed.customers.map((c) => c.id)).toEqual(raw.customers.map((c) => c.id));
    expect(replayed.loans).toEqual(JSON.parse(JSON.stringify(raw.loans)));
    expect((replayed.comments as { id: number }[]).some((c) => c.id === gone)).toBe(false);
    expect((replayed.comments as { id: number }[]).map((c) => c.id)).toEqual(comments.map((c) => c.id));
  });
});
