import { describe, expect, it } from 'vitest';
import { pageFigures, type ComparedPage, type LighthouseRun } from './lighthouse-figures.ts';
import { groupsOf, missingFromHtml, selectedPages, wrongPage, type Lhr } from './lighthouse.ts';

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

describe('alternating groups', () => {
  it("audits the console on a phone and a desktop, each page in rounds with its baselines (react-admin's demo too)", () => {
    expect(groupsOf(selectedPages('admin-customers'))).toEqual([
      { formFactor: 'mobile', baseline: 'react-admin', pages: ['admin-customers', 'react-admin-demo'] },
      { formFactor: 'desktop', baseline: 'react-admin', pages: ['admin-customers', 'react-admin-demo'] },
    ]);
  });

  it('audits the public pages on a phone, with the empty app', () => {
    expect(groupsOf(selectedPages('site-home,site-login'))).toEqual([
      { formFactor: 'mobile', baseline: 'empty-react', pages: ['site-home', 'site-login'] },
    ]);
  });
});

describe('figures of alternating rounds', () => {
  const run = (performance: number, lcp: number): LighthouseRun => ({ scores: { performance, accessibility: 100 }, lcp, tbt: 100, cls: 0 });
  const page: ComparedPage = {
    key: 'list',
    name: 'Admin customer list',
    categories: ['performance', 'accessibility'],
    compares: [{ baseline: 'base', targets: {}, performanceDifference: { min: -5 }, lcp: { desktop: 1.3 } }],
  };
  const rounds = {
    list: [run(80, 1200), run(70, 1500), undefined, run(75, 1300)],
    base: [run(90, 1000), run(76, 900), run(88, 950), run(79, 1100)],
  };
  const figures = pageFigures(page, 'desktop', rounds, { base: 'one-resource app' });

  it("gives the paired difference of the same rounds' scores, rounds either side missed left out", () => {
    // Rounds 1, 2 and 4: 80 − 90, 70 − 76, 75 − 79.
    expect(figures[0]).toMatchObject({
      name: 'Admin customer list: performance, paired difference against the one-resource app',
      value: -6,
      spread: { min: -10, max: -4, runs: 3 },
      target: { kind: 'min', limit: -5 },
    });
  });

  it('gives LCP as a median with its spread against the baseline’s, and the target as a multiple of it', () => {
    expect(figures[1]).toMatchObject({
      section: 'Lighthouse (desktop)',
      value: 1300,
      spread: { min: 1200, max: 1500, runs: 3 },
      baseline: { value: 975, spread: { min: 900, max: 1100, runs: 4 } },
      target: { kind: 'max', limit: 1268 },
    });
  });

  it('gives each category its median score with the spread', () => {
    expect(figures[2]).toMatchObject({ name: 'Admin customer list: performance', value: 75, spread: { min: 70, max: 80, runs: 3 } });
    expect(figures[3]).toMatchObject({ name: 'Admin customer list: accessibility', value: 100 });
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
