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
