import { describe, expect, it } from 'vitest';
import { medianRun, medianScores, missingFromHtml, wrongPage, type Lhr, type LighthouseRun } from './lighthouse.ts';

const customerList = { hash: '#/customers', request: '/api/customer/search', what: 'customer list' };
const lhr = (finalDisplayedUrl: string, requests: { url: string; statusCode: number }[]): Lhr => ({
  finalDisplayedUrl,
  categories: {},
  audits: { 'network-requests': { details: { items: requests } } },
});

describe('wrongPage (signed-in audits)', () => {
  it('accepts the customer list with its search answered', () => {
    expect(
      wrongPage(
        lhr('http://127.0.0.1:5304/#/customers', [{ url: 'http://127.0.0.1:5304/api/customer/search', statusCode: 200 }]),
        customerList,
      ),
    ).toBeNull();
  });

  it('names the sign-in page when the session was lost', () => {
    expect(wrongPage(lhr('http://127.0.0.1:5304/#/login', []), customerList)).toBe(
      'landed on the sign-in page (http://127.0.0.1:5304/#/login), not the customer list: the staff session was lost',
    );
  });

  it('fails when the list call did not answer 200', () => {
    expect(
      wrongPage(
        lhr('http://127.0.0.1:5304/#/customers', [{ url: 'http://127.0.0.1:5304/api/customer/search', statusCode: 401 }]),
        customerList,
      ),
    ).toBe('the customer list did not load (no successful /api/customer/search request)');
  });

  it('fails on another route', () => {
    expect(wrongPage(lhr('http://127.0.0.1:5304/#/', []), customerList)).toBe('ended on http://127.0.0.1:5304/#/, not the customer list');
  });
});

describe('median of 3 Lighthouse runs', () => {
  const runs: LighthouseRun[] = [
    { scores: { performance: 91, accessibility: 100, seo: 92 }, lcp: 2100, tbt: 120, cls: 0 },
    { scores: { performance: 70, accessibility: 98, seo: 92 }, lcp: 3900, tbt: 600, cls: 0.2 },
    { scores: { performance: 88, accessibility: 100, seo: 90 }, lcp: 2500, tbt: 200, cls: 0 },
  ];

  it("takes each category's middle score", () => {
    expect(medianScores(runs, ['performance', 'accessibility', 'seo'])).toEqual({ performance: 88, accessibility: 100, seo: 92 });
  });

  it('keeps the run with the median performance for LCP and TBT', () => {
    expect(medianRun(runs)).toMatchObject({ lcp: 2500, tbt: 200, cls: 0 });
  });
});

describe('content in the HTML before JavaScript', () => {
  const required = {
    'risk warning': 'Late repayment can cause you serious money problems',
    'default schedule': '<caption>Sample repayment schedule</caption>',
  };

  it('names what an empty app shell lacks', () => {
    expect(missingFromHtml('<div id="root"></div>', required)).toEqual(['risk warning', 'default schedule']);
  });

  it('finds nothing missing in a rendered page', () => {
    expect(
      missingFromHtml(
        '<p>Warning: Late repayment can cause you serious money problems.</p><table><caption>Sample repayment schedule</caption></table>',
        required,
      ),
    ).toEqual([]);
  });
});
