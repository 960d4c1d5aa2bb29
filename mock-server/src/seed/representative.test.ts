import { describe, expect, it } from 'vitest';
import { templates } from './content.ts';

/** Issue 19, defect 4: the Terms state the representative APR the home page and footer state (1081.5%). */
describe('Terms and Conditions', () => {
  it('state the representative APR to one decimal, in both markets', () => {
    const body = (name: string) => String(templates().find((t) => t.name === name)?.body ?? '');
    expect(body('UK_TERMS_AND_CONDITIONS')).toContain('representative APR 1081.5%');
    expect(body('ES_TERMS_AND_CONDITIONS')).toContain('TAE 1081,5 %');
  });
});
