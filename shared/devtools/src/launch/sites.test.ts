import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sitePorts, startSiteUrls } from './sites.mjs';

const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

describe('the customer sites npm start serves', () => {
  it('serves both markets: the UK on 5173, Spain on 5175, unless SITE_PORT / SITE_ES_PORT say otherwise', () => {
    expect(startSiteUrls({})).toEqual({ GB: 'http://127.0.0.1:5173', ES: 'http://127.0.0.1:5175' });
    expect(sitePorts({ SITE_PORT: '6000', SITE_ES_PORT: '6002' })).toEqual({ GB: '6000', ES: '6002' });
  });

  it('are the addresses the README gives', () => {
    const { GB, ES } = startSiteUrls({});
    expect(readme).toContain(`| Customer site, UK (Vite dev server) | ${GB}/ | \`SITE_PORT\` |`);
    expect(readme).toContain(`| Customer site, Spain (Vite dev server) | ${ES}/ | \`SITE_ES_PORT\` |`);
  });
});
