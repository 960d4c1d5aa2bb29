import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whenText } from '../versions.ts';
import { startMock, type Mock } from './harness.ts';

/* The edit forms of shared records answered by the one CRUD helper (holidays, freeze days, templates,
 * campaigns, collection companies, content): a save from an older version is refused with 409. */

let mock: Mock;
let admin: string;

beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

interface Day {
  id: number;
  date: string;
  reason?: string;
  version?: number;
  updatedBy?: string;
  updatedAt?: string;
}

describe('versions of rows edited through the CRUD helper', () => {
  it('refuses a freeze day saved from an older version with 409, naming who changed it and when', async () => {
    const made = await mock.api('post', '/api/loan/freezeDay', { date: '2031-03-03', country: 'GB', reason: 'Migration' }, admin);
    const id = (made.body.data as Day).id;
    const first = await mock.api('put', '/api/loan/freezeDay', { id, reason: 'Migration, day one', version: 0 }, admin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ reason: 'Migration, day one', version: 1, updatedBy: 'Alex Admin' });

    const stale = await mock.api('put', '/api/loan/freezeDay', { id, date: '2031-03-04', version: 0 }, admin);
    expect(stale.status).toBe(409);
    const at = (first.body.data as Day).updatedAt!;
    expect(stale.body.errors).toEqual([
      {
        message: `This freeze day was changed by Alex Admin at ${whenText(at, 'GB')}. Their values are shown now: check them and save again to keep yours.`,
        code: 'StaleVersion',
      },
    ]);
    const days = (await mock.api('get', '/api/loan/freezeDay?country=GB', undefined, admin)).body.data as Day[];
    expect(days.find((d) => d.id === id)).toMatchObject({ date: '2031-03-03', reason: 'Migration, day one', version: 1 });

    // From the version read again, the save goes through; without a version it is not checked.
    expect((await mock.api('put', '/api/loan/freezeDay', { id, date: '2031-03-04', version: 1 }, admin)).body.data).toMatchObject({
      date: '2031-03-04',
      version: 2,
    });
    expect((await mock.api('put', '/api/loan/freezeDay', { id, reason: 'API script' }, admin)).body.data).toMatchObject({ version: 3 });
  });
});

describe('versions of the shared settings with calls of their own', () => {
  type Row = { id: number; version?: number; updatedBy?: string; updatedAt?: string } & Record<string, unknown>;
  const staleText = (what: string, row: Row, country: 'GB' | 'ES') =>
    `This ${what} was changed by Alex Admin at ${whenText(row.updatedAt!, country)}. Their values are shown now: check them and save again to keep yours.`;

  it('a loan definition: a save from an older version is refused with 409 and changes nothing', async () => {
    const uk = (await mock.api('get', '/api/loan/getLoanDefinition?country=UK', undefined, admin)).body.data as Row;
    const from = uk.version ?? 0;
    const first = await mock.api('put', '/api/loan/loanDefinition', { id: uk.id, defaultAmount: 300, version: from }, admin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await mock.api('put', '/api/loan/loanDefinition', { id: uk.id, defaultAmount: 100, version: from }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].message).toBe(staleText('loan definition', first.body.data as Row, 'GB'));
    const read = (await mock.api('get', '/api/loan/getLoanDefinition?country=UK', undefined, admin)).body.data as Row;
    expect(read).toMatchObject({ defaultAmount: 300, version: from + 1, updatedBy: 'Alex Admin' });
  });

  it('a discount rule: a save from an older version is refused with 409 and changes nothing', async () => {
    const rule = { name: 'Versioned rule', percent: 10, minLoans: 0, validFrom: '2031-01-01', validTo: '2031-12-31', active: true };
    const made = (await mock.api('post', '/api/loan/discount/rules', rule, admin)).body.data as Row;
    const first = await mock.api('post', '/api/loan/discount/rules', { ...rule, id: made.id, percent: 15, version: 0 }, admin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await mock.api('post', '/api/loan/discount/rules', { ...rule, id: made.id, percent: 5, version: 0 }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].message).toBe(staleText('discount rule', first.body.data as Row, 'GB'));
    const rules = (await mock.api('get', '/api/loan/discount/rules', undefined, admin)).body.data as Row[];
    expect(rules.find((r) => r.id === made.id)).toMatchObject({ percent: 15, version: 1 });
  });

  it('a translation: a save from an older version is refused with 409 and changes nothing', async () => {
    const texts = (await mock.api('get', '/api/content/translations?culture=es-ES', undefined, admin)).body.data as Row[];
    const text = texts[0]!;
    const from = text.version ?? 0;
    const first = await mock.api('put', '/api/content/updateTranslation', { id: text.id, value: 'Primera versión', version: from }, admin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const stale = await mock.api('put', '/api/content/updateTranslation', { id: text.id, value: 'Otra', version: from }, admin);
    expect(stale.status).toBe(409);
    expect(stale.body.errors[0].message).toBe(staleText('translation', first.body.data as Row, 'ES'));
    const again = (await mock.api('get', '/api/content/translations?culture=es-ES', undefined, admin)).body.data as Row[];
    expect(again.find((t) => t.id === text.id)).toMatchObject({ value: 'Primera versión', version: from + 1 });
  });
});
