import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { customerMobiles, loginsText, staffEmails, statuses } from './accounts.mjs';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

describe('seeded accounts printed by npm start', () => {
  it('follow the status order of customer-site.md §4 with the fixed mobiles', () => {
    expect(statuses).toHaveLength(12);
    expect(customerMobiles('GB')[0]).toEqual({ status: 'new', mobile: '07100000001' });
    expect(customerMobiles('GB')[11]).toEqual({ status: 'waiting', mobile: '07100000012' });
    expect(customerMobiles('ES')[7]).toEqual({ status: 'approved', mobile: '600000008' });
  });

  it('print the staff of both countries and the customers of the chosen market', () => {
    const text = loginsText('ES');
    expect(text).toContain('admin@pronto.test, agent@pronto.test, reporter@pronto.test');
    expect(text).toContain('admin@pronto.es, agent@pronto.es, reporter@pronto.es');
    expect(text).toContain('600000012 waiting');
    expect(text).not.toContain('07100000012');
  });

  it('match the README tables', () => {
    const gb = customerMobiles('GB');
    const es = customerMobiles('ES');
    gb.forEach(({ status, mobile }, i) => expect(readme).toContain(`| ${status} | ${mobile} | ${es[i]?.mobile} |`));
    for (const email of [...staffEmails('GB'), ...staffEmails('ES')]) expect(readme).toContain(`\`${email}\``);
  });
});
