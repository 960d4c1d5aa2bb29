import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMock } from './harness.ts';

describe('persistence', () => {
  it('a write survives a restart from the data file', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-mock-')), 'db.json');
    const first = await startMock({ dataFile });
    const staff = await first.staffToken();
    const added = await first.api(
      'post',
      '/api/customer/comment',
      { customerId: 8, text: 'Called the customer about the payment.' },
      staff,
    );
    expect(added.status).toBe(200);
    // On disk (the journal) before the answer came back.
    const onDisk = (file: string) => existsSync(file) && readFileSync(file, 'utf8').includes('Called the customer about the payment.');
    expect(onDisk(`${dataFile}.journal`) || onDisk(dataFile)).toBe(true);
    await first.close();

    const second = await startMock({ dataFile });
    expect(second.ctx.seeded).toBe(false);
    const token = await second.staffToken();
    const { body } = await second.api('get', '/api/customer/comment?customerId=8', undefined, token);
    expect(body.data.map((c: { text: string }) => c.text)).toContain('Called the customer about the payment.');
    expect((await second.api('post', '/api/customer/search', { page: 1, perPage: 1 }, staff)).status).toBe(200);
    await second.close();
  });

  it('the seed is deterministic', async () => {
    const a = await startMock();
    const b = await startMock();
    // Lead link tokens are random by design (a lead's data must not be guessable): compared without them.
    const withoutLeadTokens = (db: typeof a.ctx.db) =>
      JSON.stringify({ ...db, leads: (db.leads as Record<string, unknown>[]).map(({ token: _token, ...lead }) => lead) });
    expect(withoutLeadTokens(b.ctx.db)).toBe(withoutLeadTokens(a.ctx.db));
    expect((a.ctx.db.leads as { token: string }[])[0]!.token).not.toBe((b.ctx.db.leads as { token: string }[])[0]!.token);
    await a.close();
    await b.close();
  });
});

describe('persistence of the collections a request reached', () => {
  it('keeps the data file equal to memory through inserts, in-place changes and json-server writes', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-mock-')), 'db.json');
    const mock = await startMock({ dataFile });
    const staff = await mock.staffToken();
    await mock.ctx.flush();
    const onDisk = () => JSON.parse(readFileSync(dataFile, 'utf8')) as Record<string, unknown>;
    const inMemory = () => JSON.parse(JSON.stringify(mock.ctx.db)) as Record<string, unknown>;

    // An in-place change of a customer row (no insert): the status list grows on the stored row.
    expect((await mock.api('post', '/api/customer/status', { customerId: 8, status: 'legal' }, staff)).status).toBe(200);
    // An insert, a json-server update and a json-server delete.
    expect((await mock.api('post', '/api/customer/comment', { customerId: 8, text: 'Tracked write' }, staff)).status).toBe(200);
    const templates = (await mock.api('get', '/api/rest/templates', undefined, staff)).body.data as { id: number }[];
    const [first, second] = templates;
    expect((await mock.api('put', `/api/rest/templates/${first!.id}`, { ...first, name: 'Renamed by the test' }, staff)).status).toBe(200);
    expect((await mock.api('delete', `/api/rest/templates/${second!.id}`, undefined, staff)).status).toBe(200);
    // A read between writes changes nothing on disk.
    expect((await mock.api('post', '/api/customer/search', { page: 1, perPage: 5 }, staff)).status).toBe(200);
    await mock.ctx.flush();

    const disk = onDisk();
    const memory = inMemory();
    expect(Object.keys(disk).sort()).toEqual(Object.keys(memory).sort());
    for (const key of Object.keys(memory)) expect(disk[key], key).toEqual(memory[key]);
    const customer = (disk.customers as { id: number; statuses: { status: string }[] }[]).find((c) => c.id === 8);
    expect(customer?.statuses.at(-1)?.status).toBe('legal');
    await mock.close();
  });
});
