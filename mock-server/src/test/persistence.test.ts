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
    const added = await first.api('post', '/api/customer/comment', { customerId: 8, text: 'Called the customer about the payment.' }, staff);
    expect(added.status).toBe(200);
    // Written within ~200 ms of the change; allow for a busy machine.
    const saved = async () => {
      for (let waited = 0; waited < 8000; waited += 100) {
        if (existsSync(dataFile) && readFileSync(dataFile, 'utf8').includes('Called the customer about the payment.')) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    expect(await saved()).toBe(true);
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
