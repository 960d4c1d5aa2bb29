import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMock } from './harness.ts';

describe('persistence', () => {
  it('a write survives a restart from the data file', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-mock-')), 'db.json');
    const first = await startMock({ dataFile });
    const staff = await first.staffToken();
    const added = await first.api('post', '/api/customer/comment', { customerId: 8, text: 'Called the customer about the payment.' }, staff);
    expect(added.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(readFileSync(dataFile, 'utf8')).toContain('Called the customer about the payment.');
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
    expect(JSON.stringify(b.ctx.db)).toBe(JSON.stringify(a.ctx.db));
    await a.close();
    await b.close();
  });
});
