import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saveDbSync } from '../persistence.ts';
import { generateDb } from '../seed/index.ts';
import { startMock } from './harness.ts';

/** The data file holds no working session: tokens are stored as their SHA-256 digest. */
describe('session tokens at rest', () => {
  it('stores a digest, not the token; the token keeps working, also after a restart', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-tokens-')), 'db.json');
    const first = await startMock({ dataFile });
    const customer = await first.customerToken();
    const staff = await first.staffToken();
    await first.close();
    const text = readFileSync(dataFile, 'utf8');
    expect(text).not.toContain(customer);
    expect(text).not.toContain(staff);
    const second = await startMock({ dataFile });
    expect((await second.api('get', '/api/loan/customerAllLoans', undefined, customer)).status).toBe(200);
    expect((await second.api('get', '/api/rest/customers?range=[0,0]', undefined, staff)).status).toBe(200);
    await second.close();
  });

  it('hashes the clear tokens of an older data file at load; they keep working', async () => {
    const dataFile = join(mkdtempSync(join(tmpdir(), 'pronto-tokens-')), 'db.json');
    const db = generateDb({ size: 'small' });
    const clear = 'a'.repeat(48);
    const now = Date.now();
    db.tokens.push({
      id: 1,
      token: clear,
      kind: 'customer',
      subjectId: 8,
      role: null,
      createdAt: new Date(now).toISOString(),
      expires: new Date(now + 86_400_000).toISOString(),
    });
    saveDbSync(dataFile, db);
    const mock = await startMock({ dataFile });
    expect((await mock.api('get', '/api/loan/customerAllLoans', undefined, clear)).status).toBe(200);
    await mock.close();
    expect(readFileSync(dataFile, 'utf8')).not.toContain(clear);
  });
});
