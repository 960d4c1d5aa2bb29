import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';
import { RESOURCES } from '../resources.ts';
import { RESOURCE_CALL_AREAS } from './areas.generated.ts';
import { renderCallIds, renderResourceCallAreas } from './render.ts';

describe('the typed contract', () => {
  it('ids.generated.ts lists exactly the catalogue (run `pnpm gen:contract` after changing it)', () => {
    const file = fileURLToPath(new URL('./ids.generated.ts', import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(renderCallIds(catalogue));
  });

  it('areas.generated.ts gives every call of the resource table its catalogue area (run `pnpm gen:contract` after changing either)', () => {
    const file = fileURLToPath(new URL('./areas.generated.ts', import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(renderResourceCallAreas(catalogue, Object.values(RESOURCES)));
    expect(RESOURCE_CALL_AREAS['customer.search']).toBe('customers');
    expect(RESOURCE_CALL_AREAS['loan.hollidays']).toBe('content');
    expect(RESOURCE_CALL_AREAS['customer.comment/pin']).toBeUndefined();
  });

  it('renders literal ids with their path variables', () => {
    const text = renderCallIds(catalogue);
    expect(text).toContain(
      "'loan.loanStatusHistory': { method: 'get'; path: '/api/loan/loanStatusHistory/{loanId}'; vars: 'loanId'; auth: 'staff' };",
    );
    expect(text).toContain("'membership.login': { method: 'post'; path: '/api/membership/login'; vars: never; auth: 'public' };");
  });
});
