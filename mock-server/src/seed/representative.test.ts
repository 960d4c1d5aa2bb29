import { describe, expect, it } from 'vitest';
import { templates } from './content.ts';

/**
 * The Terms name the representative example without fixed figures: its repayments and APR are those of a
 * loan taken out today (the home page works them out), so a dated copy here would state a second price.
 */
describe('Terms and Conditions', () => {
  const body = (name: string) => String(templates().find((t) => t.name === name)?.body ?? '');

  it('describe the representative example and send to the home page for its figures, in both markets', () => {
    expect(body('UK_TERMS_AND_CONDITIONS')).toContain('Representative example: £200 repaid over 4 months in four monthly repayments');
    expect(body('UK_TERMS_AND_CONDITIONS')).toContain('shown on our home page');
    expect(body('ES_TERMS_AND_CONDITIONS')).toContain('figuran en nuestra página de inicio');
  });

  it('state no instalment or APR of their own', () => {
    for (const name of ['UK_TERMS_AND_CONDITIONS', 'ES_TERMS_AND_CONDITIONS']) expect(body(name)).not.toMatch(/80[.,]95|1081/);
  });
});
