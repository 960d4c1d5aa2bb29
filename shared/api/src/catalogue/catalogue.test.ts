import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, Service } from '../types.ts';
import { baseName, catalogue, catalogueByService, entry, withIds } from './index.ts';
import { journeyEntries } from './journeys.ts';
import { reportEntries } from './report.ts';
import { CRUD_GROUPS, LOOSE_GROUPS, SPEC_CALLS } from './spec-calls.fixture.ts';

/** The path after /api/{service}/ (the spec's way of naming a call). */
const pathTail = (e: CatalogueEntry) => e.path.replace(`/api/${e.service}/`, '');

function matches(e: CatalogueEntry, name: string): boolean {
  const base = baseName(e);
  return base === name || base.endsWith(`/${name}`) || pathTail(e) === name;
}

/** A path as a pattern where every `{var}` takes one segment. */
const pattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`);

describe('catalogue', () => {
  it('holds the calls of both specs (several hundred)', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(350);
  });

  it('has unique ids and unique method + path', () => {
    const ids = catalogue.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = catalogue.map((e) => `${e.method} ${e.path.replace(/\{\w+\}/g, '{}')}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it('keeps the journey ids and paths as journeys.ts fixes them', () => {
    for (const j of [...journeyEntries, ...reportEntries]) {
      expect(entry(`${j.service}.${j.name}`)).toMatchObject({ method: j.method, path: j.path });
    }
    expect(entry('customer.customer.post').path).toBe('/api/customer/customer');
    expect(entry('log.write.put').path).toBe('/api/logs/write');
  });

  it('lists every {var} of a path in vars, in path order', () => {
    for (const e of catalogue) {
      expect(e.vars, e.id).toEqual([...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]));
      expect(e.path.startsWith('/api/'), e.id).toBe(true);
    }
    expect(entry('card.paynopain/orderEvents').vars).toEqual(['eventName', 'trackId']);
    expect(entry('loan.payLoanWithToken').vars).toEqual(['token', 'selectedCardId']);
  });

  it('suffixes the later entries of one name with their method', () => {
    expect(entry('customer.comment').method).toBe('get');
    expect(entry('customer.comment.post').method).toBe('post');
    expect(entry('customer.customer').method).toBe('get');
    expect(entry('customer.customer.put').method).toBe('put');
    expect(entry('membership.token').method).toBe('get');
    expect(entry('membership.token.post').method).toBe('post');
    const login = journeyEntries[0];
    expect(withIds([login, login]).map((e) => e.id)).toEqual(['membership.login', 'membership.login.post']);
    expect(() => withIds([login, login, login])).toThrow('Duplicate catalogue id membership.login.post');
  });

  it('gives the admin search calls the agreed paths', () => {
    expect(entry('customer.search')).toMatchObject({ method: 'post', path: '/api/customer/search', auth: 'staff', area: 'customers' });
    expect(entry('loan.searchLoans')).toMatchObject({ method: 'post', path: '/api/loan/searchLoans', auth: 'staff', area: 'loans' });
    expect(entry('membership.cams').path).toBe('/api/membership/cams');
    expect(entry('membership.panelUsers').path).toBe('/api/membership/panelUsers');
  });

  it('makes payment-provider callbacks public and back-office calls staff', () => {
    for (const prefix of ['credorax/', 'threeDS/', 'paynopain/', 'bizum/', 'UniversalPay']) {
      const callbacks = catalogue.filter((e) => e.service === 'card' && e.name.startsWith(prefix));
      expect(callbacks.length, prefix).toBeGreaterThan(0);
      for (const e of callbacks) expect(e, e.id).toMatchObject({ auth: 'public', area: 'public' });
    }
    expect(entry('communication.getTickets')).toMatchObject({ auth: 'staff', area: 'tickets' });
    expect(entry('report.ComprehensiveLoanReport').auth).toBe('report');
  });

  it('lets a literal path win over a {var} path of the same shape only where documented', () => {
    const overlaps: string[] = [];
    for (const a of catalogue) {
      if (a.vars.length === 0) continue;
      for (const b of catalogue) {
        if (a !== b && a.method === b.method && pattern(a.path).test(b.path)) overlaps.push(`${a.id} ~ ${b.id}`);
      }
    }
    expect(overlaps).toContain('membership.member ~ membership.cams');
    expect(overlaps.filter((o) => !o.startsWith('membership.member ~'))).toEqual([]);
  });

  it('groups entries by service', () => {
    const groups = catalogueByService();
    const services: Service[] = ['membership', 'customer', 'loan', 'card', 'bankscraper', 'communication', 'content', 'log', 'report'];
    expect([...groups.keys()]).toEqual(services);
    expect(groups.get('log')?.map((e) => e.id)).toEqual(['log.write.post', 'log.write.put']);
    expect([...groups.values()].flat()).toHaveLength(catalogue.length);
  });
});

describe('every call of back-office.md §7 is in the catalogue', () => {
  const rows = Object.entries(SPEC_CALLS).flatMap(([service, calls]) => calls.map((call) => [service, call] as const));

  it.each(rows)('%s %s', (service, call) => {
    const [method, name] = call.split(' ') as [string, string];
    const found = catalogue.filter((e) => e.service === service && matches(e, name) && (method === '*' || e.method === method));
    expect(found.length).toBeGreaterThan(0);
  });

  it.each(LOOSE_GROUPS)('%s: "%s" has entries named %s...', (service, _phrase, prefix) => {
    expect(catalogue.filter((e) => e.service === service && baseName(e).startsWith(prefix)).length).toBeGreaterThan(0);
  });

  it.each(CRUD_GROUPS)('%s %s has get, post, put and delete', (service, name) => {
    const methods = catalogue.filter((e) => e.service === service && baseName(e) === name).map((e) => e.method);
    expect(methods.sort()).toEqual(['delete', 'get', 'post', 'put']);
  });

  it('has the report calls and the activity log writes', () => {
    expect(entry('report.login')).toMatchObject({ method: 'post', path: '/api/report/login' });
    expect(entry('report.ComprehensiveLoanReport')).toMatchObject({ method: 'post' });
    expect(entry('log.write.post').method).toBe('post');
    expect(entry('log.write.put').method).toBe('put');
  });
});

describe('every call of customer-site.md §7 is in the catalogue', () => {
  const ids: [string, string][] = [
    ['membership.login', 'post /api/membership/login'],
    ['membership.loginWithRepayToken', 'post /api/membership/loginWithRepayToken/{repayToken}'],
    ['membership.forgotPin', 'post /api/membership/forgotPin'],
    ['membership.validateAndChangePassword', 'post /api/membership/validateAndChangePassword'],
    ['membership.token', 'get'],
    ['customer.customer.post', 'post'],
    ['membership.pinValid', 'post'],
    ['customer.preRegistered', 'post'],
    ['customer.customerV2', 'put'],
    ['customer.registered', 'post'],
    ['membership.reSendOTP', 'post'],
    ['customer.communication.post', 'post'],
    ['customer.handoverLogin', 'post'],
    ['customer.handoverOtp', 'post'],
    ['content.enums.post', 'post'],
    ['loan.paymentPlan', 'post'],
    ['communication.contactForm', 'post'],
    ['communication.ValidateCaptcha', 'post'],
    ['communication.GetPublicCaptchaKey', 'get'],
    ['communication.templateByName.post', 'post'],
    ['customer.verifyEmail', 'get'],
    ['communication.unsubscribe', 'post'],
    ['customer.affiliateClick', 'post'],
    ['customer.affiliateAttach', 'post'],
    ['log.write.post', 'post /api/logs/write'],
    ['log.write.put', 'put /api/logs/write'],
  ];
  it.each(ids)('%s (%s)', (id, expected) => {
    const [method, path] = expected.split(' ');
    const e = entry(id);
    expect(e.method).toBe(method);
    if (path) expect(e.path).toBe(path);
  });
});
