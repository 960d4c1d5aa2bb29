import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue/index.ts';
import { renderCallIds } from './render.ts';

describe('the typed contract', () => {
  it('ids.generated.ts lists exactly the catalogue (run `pnpm gen:contract` after changing it)', () => {
    const file = fileURLToPath(new URL('./ids.generated.ts', import.meta.url));
    expect(readFileSync(file, 'utf8')).toBe(renderCallIds(catalogue));
  });

  it('renders literal ids with their path variables', () => {
    const text = renderCallIds(catalogue);
    expect(text).toContain(
      "'loan.loanStatusHistory': { method: 'get'; path: '/api/loan/loanStatusHistory/{loanId}'; vars: 'loanId'; auth: 'staff' };",
    );
    expect(text).toContain("'membership.login': { method: 'post'; path: '/api/membership/login'; vars: never; auth: 'public' };");
  });
});
