import { describe, expect, it } from 'vitest';
import { pageChunks } from './page-chunks.ts';
import { routes } from './routes.ts';

describe('the pages of the route table', () => {
  it('every route has one: imported by the table, or in page-chunks.ts under the name the table gives or its own', () => {
    const missing = routes.filter((r) => typeof r.page !== 'function' && !((r.page ?? r.name) in pageChunks)).map((r) => r.name);
    expect(missing).toEqual([]);
  });
});
