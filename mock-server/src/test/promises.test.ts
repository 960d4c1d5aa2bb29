import { mkdtempSync, rmSync, writeFileSync, readFileSync, existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.ts';
import { startMock, uniqueUkMobile, type Answer, type Mock } from './harness.ts';

/**
 * Open findings, each replayed against the mock (docs/reliability.md, "Promises kept"):
 * every test failed before its fix, except where the section says it already held.
 */
let mock: Mock;
let staff: string;
beforeAll(async () => {
  mock = await startMock();
  staff = await mock.staffToken();
});
afterAll(() => mock.close());

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const message = (a: Answer) => String(a.body?.errors?.[0]?.message ?? '');
/** Every refusal: 4xx, no data, a sentence. */
function refused(a: Answer, status = 422): void {
  expect(a.status, JSON.stringify(a.body)).toBe(status);
  expect(a.body.data).toBeNull();
  expect(message(a).length).toBeGreaterThan(10);
}
const introPhone = (introductionId: string) => {
  const intro = mock.ctx.db.introductions.find((i) => i.introductionId === introductionId)!;
  return mock.ctx.customerById(intro.customerId)!.mobilePhone;
};
const smsTo = (phone: string) => mock.ctx.db.smsHistory.filter((s) => s.mobilePhone === phone).length;

describe('1. handover login issues a session only after the OTP', () => {
  it('the handover token opens nothing but the OTP call; after the OTP it is the session', async () => {
    const login = await mock.api('post', '/api/customer/handover/login/intro-waiting-05');
    expect(login.body.data.status).toBe('waitingForPin');
    const token = login.body.data.token as string;
    expect(token).toBeTruthy();
    // Before the OTP: no customer call, no details.
    refused(await mock.api('get', '/api/loan/customerAllLoans', undefined, token), 401);
    refused(await mock.api('get', `/api/membership/token?token=${token}`));
    // The OTP call itself is what the token is for (the site's flow: login, OTP, token details).
    const wrong = await mock.api('post', '/api/customer/handover/otp', { pin: '0000' }, token);
    expect(message(wrong)).toBe('Your pin is invalid');
    const pin = await mock.latestPin(introPhone('intro-waiting-05'));
    const otp = await mock.api('post', '/api/customer/handover/otp', { pin }, token);
    expect(otp.status).toBe(200);
    expect(otp.body.data).toEqual({ token, status: 'handoverCompleted' });
    const details = await mock.api('get', `/api/membership/token?token=${token}`);
    expect(details.status).toBe(200);
    expect(details.body.data.mobilePhone).toBe(introPhone('intro-waiting-05'));
    expect((await mock.api('get', '/api/loan/customerAllLoans', undefined, token)).status).toBe(200);
  });
});

describe("2. lead data only with the lead's own token", () => {
  it('refuses a lead by its number and an address change by number; the lead link token reads and saves', async () => {
    const byNumber = await mock.api('get', '/api/customer/lead/3');
    refused(byNumber);
    expect(JSON.stringify(byNumber.body)).not.toContain('lead.3@example.com');
    const address = { building: 'Other', street: 'Mill Lane', town: 'Leeds', county: 'West Yorkshire', houseNumber: '4', flatNumber: '2' };
    refused(await mock.api('post', '/api/customer/saveAddress', { ...address, leadCustomerId: 3 }));
    refused(await mock.api('get', '/api/customer/lead/not-a-lead-token-0000000000000000'));
    const row = mock.ctx.rows('leads').find((l) => l.id === 3)!;
    expect(row.street).toBe('');
    // The lead link carries the lead's token (staff see it on the lead); the site sends back the id it was given.
    const link = (await mock.api('get', '/api/rest/leads/3', undefined, staff)).body.data.token as string;
    expect(link).toMatch(/^[0-9a-f]{32}$/);
    const lead = await mock.api('get', `/api/customer/lead/${link}`);
    expect(lead.status).toBe(200);
    expect(lead.body.data).toMatchObject({ id: link, firstName: row.firstName, postCode: row.postCode });
    const saved = await mock.api('post', '/api/customer/saveAddress', { ...address, leadCustomerId: lead.body.data.id });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ id: link, street: 'Mill Lane' });
    expect(row.street).toBe('Mill Lane');
  });
});

describe('3. /api/rest keeps its dialect honest', () => {
  it('PATCH merges and validates the fields it knows', async () => {
    const before = mock.ctx.customerById(11)!;
    const patch = await mock.api('patch', '/api/rest/customers/11', { lastName: 'Patched' }, staff);
    expect(patch.status).toBe(200);
    expect(patch.body.data).toMatchObject({ id: 11, lastName: 'Patched', firstName: before.firstName });
    refused(await mock.api('patch', '/api/rest/customers/11', { firstName: '' }, staff));
    refused(await mock.api('patch', '/api/rest/customers/11', { vip: 'yes' }, staff));
    refused(await mock.api('patch', '/api/rest/customers/11', { statuses: 'new' }, staff));
    expect(mock.ctx.customerById(11)!.firstName).toBe(before.firstName);
  });

  it('PUT keeps the fields the body leaves out (merge) and validates the result', async () => {
    const before = structuredClone(mock.ctx.customerById(12)!);
    const put = await mock.api('put', '/api/rest/customers/12', { firstName: 'Only' }, staff);
    expect(put.status).toBe(200);
    const after = mock.ctx.customerById(12)!;
    expect(after.firstName).toBe('Only');
    expect(after.lastName).toBe(before.lastName);
    expect(after.statuses).toEqual(before.statuses);
    expect(after.mobilePhone).toBe(before.mobilePhone);
    refused(await mock.api('put', '/api/rest/customers/12', { emailAddress: null }, staff));
    const holiday = await mock.api('post', '/api/rest/holidays', { date: '2026-12-28', country: 'GB', name: 'Bank holiday' }, staff);
    const put2 = await mock.api('put', `/api/rest/holidays/${holiday.body.data.id}`, { name: 'Renamed' }, staff);
    expect(put2.body.data).toMatchObject({ date: '2026-12-28', country: 'GB', name: 'Renamed' });
  });

  it('an unknown filter field answers 422 naming it', async () => {
    const unknown = await mock.api('get', `/api/rest/customers?filter=${q({ firstNmae: 'Ann' })}`, undefined, staff);
    refused(unknown);
    expect(message(unknown)).toContain('firstNmae');
    expect(unknown.body.errors).toEqual([{ message: message(unknown) }]);
    const raw = await mock.api('get', '/api/rest/loans?colour=red', undefined, staff);
    refused(raw);
    expect(message(raw)).toContain('colour');
    expect(
      (await mock.api('get', `/api/rest/customers?filter=${q({ country: 'GB', firstName_like: 'a' })}`, undefined, staff)).status,
    ).toBe(200);
    expect((await mock.api('get', `/api/rest/loans?filter=${q({ amount_gte: 100 })}`, undefined, staff)).status).toBe(200);
  });

  it('Content-Range starts at the start of the range', async () => {
    const page = await mock.api('get', `/api/rest/customers?range=${q([5, 9])}&sort=${q(['id', 'ASC'])}`, undefined, staff);
    expect(page.body.data).toHaveLength(5);
    expect(page.headers.get('content-range')).toBe(`customers 5-9/${mock.ctx.db.customers.length}`);
    const beyond = await mock.api('get', `/api/rest/customers?range=${q([100000, 100009])}`, undefined, staff);
    expect(beyond.body.data).toHaveLength(0);
    expect(beyond.headers.get('content-range')).toBe(`customers */${mock.ctx.db.customers.length}`);
  });
});

describe('4. CORS answers only the configured app origins', () => {
  it('does not reflect a foreign origin, with or without credentials', async () => {
    const evil = await mock.api('get', '/api/catalogue', undefined, undefined, { origin: 'https://evil.example' });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${mock.base}/api/membership/login`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(await preflight.json()).toEqual({ data: null, errors: [{ message: 'Origin https://evil.example may not call this API.' }] });
  });

  it('answers the site and console origins (loopback, ports from SITE_PORT / ADMIN_PORT)', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:5174']) {
      const answer = await mock.api('get', '/api/catalogue', undefined, undefined, { origin });
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toContain('Origin');
      const preflight = await fetch(`${mock.base}/api/membership/login`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });
});

describe('5. pinValidate checks the PIN', () => {
  it('refuses a wrong PIN and accepts the one sent', async () => {
    const token = await mock.customerToken('07100000003');
    expect((await mock.api('post', '/api/membership/reSendOTP', { countryCode: 'GB', mobilePhone: '07100000003' }, token)).status).toBe(
      200,
    );
    const wrong = await mock.api('post', '/api/customer/pinValidate', { pin: '0000' }, token);
    refused(wrong);
    expect(message(wrong)).toBe('Your pin is invalid');
    refused(await mock.api('post', '/api/customer/pinValidate', {}, token));
    const pin = await mock.latestPin('07100000003');
    const right = await mock.api('post', '/api/customer/pinValidate', { pin }, token);
    expect(right.status).toBe(200);
    expect(right.body.data).toEqual({ token });
  });
});

describe('6. ids are never given twice', () => {
  it("a deleted customer's id is not given to the next customer, also after a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pronto-ids-'));
    const dataFile = join(dir, 'db.json');
    try {
      let m = await startMock({ dataFile });
      let admin = await m.staffToken();
      const body = () => ({
        firstName: 'Id',
        lastName: 'Probe',
        emailAddress: `id.${Date.now()}@example.com`,
        mobilePhone: uniqueUkMobile(),
      });
      const first = await m.api('post', '/api/rest/customers', body(), admin);
      expect((await m.api('delete', `/api/rest/customers/${first.body.data.id}`, undefined, admin)).status).toBe(200);
      const second = await m.api('post', '/api/rest/customers', body(), admin);
      expect(second.body.data.id).toBeGreaterThan(first.body.data.id);
      expect((await m.api('delete', `/api/rest/customers/${second.body.data.id}`, undefined, admin)).status).toBe(200);
      await m.close();
      m = await startMock({ dataFile });
      admin = await m.staffToken();
      const third = await m.api('post', '/api/rest/customers', body(), admin);
      expect(third.body.data.id).toBeGreaterThan(second.body.data.id);
      await m.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('7. one data file, one server', () => {
  const here = fileURLToPath(new URL('..', import.meta.url));
  it("a live holder refuses a second instance naming the file and DATA_FILE; a dead holder's lock is taken over", () => {
    const dir = mkdtempSync(join(tmpdir(), 'pronto-lock-'));
    const dataFile = join(dir, 'db.json');
    try {
      // The parent process (vitest's) is alive and is not this one: it stands for the first instance.
      writeFileSync(`${dataFile}.lock`, String(process.ppid));
      expect(() => createContext({ dataFile, size: 'small', quiet: true })).toThrow(
        `${dataFile} is in use by another mock server (pid ${process.ppid})`,
      );
      expect(() => createContext({ dataFile, size: 'small', quiet: true })).toThrow('DATA_FILE=');
      const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
      writeFileSync(`${dataFile}.lock`, String(dead));
      const ctx = createContext({ dataFile, size: 'small', quiet: true });
      expect(readFileSync(`${dataFile}.lock`, 'utf8').split('\n')[0]).toBe(String(process.pid));
      expect(existsSync(dataFile)).toBe(true);
      expect(ctx.db.customers.length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the second server process exits 1 with the message, no stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pronto-lock-'));
    const dataFile = join(dir, 'db.json');
    try {
      writeFileSync(`${dataFile}.lock`, String(process.ppid));
      const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'main.ts')], {
        cwd: join(here, '..'),
        env: { ...process.env, DATA_FILE: dataFile, API_PORT: '0' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr.on('data', (c: Buffer) => (text += c.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(text).toContain(`[mock-server] ${dataFile} is in use by another mock server (pid ${process.ppid})`);
      expect(text).toContain('DATA_FILE=');
      expect(text).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('8. no SMS flood through handover login or phone changes', () => {
  it('a second handover login within 180 s sends no second SMS; the first PIN still works', async () => {
    const phone = introPhone('intro-waiting-06');
    const sent = smsTo(phone);
    const first = await mock.api('post', '/api/customer/handover/login/intro-waiting-06');
    expect(first.status).toBe(200);
    const pin = await mock.latestPin(phone);
    for (let i = 0; i < 3; i++) expect((await mock.api('post', '/api/customer/handover/login/intro-waiting-06')).status).toBe(200);
    expect(smsTo(phone)).toBe(sent + 1);
    const again = await mock.api('post', '/api/customer/handover/login/intro-waiting-06');
    const otp = await mock.api('post', '/api/customer/handover/otp', { pin }, again.body.data.token);
    expect(otp.body.data.status).toBe('handoverCompleted');
  });

  it('a phone change to a number texted under 180 s ago is refused with ResendTooSoon', async () => {
    const token = await mock.customerToken('07100000004');
    const target = uniqueUkMobile();
    const other = uniqueUkMobile();
    const change = (value: string) =>
      mock.api('post', '/api/customer/communication', { id: 0, type: 'phone', subType: 'personal', countryCode: '+44', value }, token);
    expect((await change(target)).status).toBe(200);
    expect((await change(other)).status).toBe(200);
    const again = await change(target);
    refused(again);
    expect(again.body.errors[0].code).toBe('ResendTooSoon');
    expect(message(again)).toMatch(/Please wait before asking for a new PIN\. You can ask again in \d+ seconds\./);
    expect(smsTo(target)).toBe(1);
    expect(mock.ctx.customerById(4)!.mobilePhone).toBe(other);
  });
});
