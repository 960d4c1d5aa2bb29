import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';

/** Lists sort only by fields their records have (never a secret), and pages have sane bounds. */
let mock: Mock;
let staff: string;
beforeAll(async () => {
  mock = await startMock();
  staff = await mock.staffToken();
});
afterAll(() => mock.close());

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const rest = (query: string) => mock.api('get', `/api/rest/customers?${query}`, undefined, staff);

describe('sorting and paging', () => {
  it('simple-rest sorts by a field of the records, never by a secret or an unknown field', async () => {
    expect((await rest(`sort=${q(['lastName', 'ASC'])}&range=${q([0, 4])}`)).status).toBe(200);
    for (const query of [`sort=${q(['pin', 'ASC'])}`, '_sort=pin', `sort=${q(['colour', 'DESC'])}`]) {
      const answer = await rest(query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.errors[0].message, query).toMatch(/^Cannot sort by "(pin|colour)": it is not a field of these records\.$/);
    }
  });

  it('simple-rest ranges are whole numbers from 0, at most 1000 records', async () => {
    for (const query of [`range=${q([-5, 3])}`, `range=${q([0, 5000])}`, '_start=-1', '_limit=100000', '_end=abc', '_start=10&_end=5']) {
      const answer = await rest(query);
      expect(answer.status, query).toBe(422);
      expect(answer.body.errors[0].message, query).toBeTruthy();
    }
    const page = await rest(`range=${q([0, 999])}`);
    expect(page.status).toBe(200);
  });

  it('the console search calls sort by their records’ fields (and the computed ones), never by a PIN', async () => {
    const search = (sort: string) => mock.api('post', '/api/customer/search', { sort, order: 'ASC', page: 1, perPage: 5 }, staff);
    expect((await search('status')).status).toBe(200);
    expect((await search('name')).status).toBe(200);
    expect((await search('lastName')).status).toBe(200);
    expect((await search('pin')).body.errors[0].message).toBe('Cannot sort by "pin": it is not a field of these records.');
    const loans = (sort: string) => mock.api('post', '/api/loan/searchLoans', { sort, page: 1, perPage: 5 }, staff);
    expect((await loans('amount')).status).toBe(200);
    expect((await loans('nothing')).status).toBe(422);
  });
});
