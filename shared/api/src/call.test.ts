import { configureRequest, resetRequestConfig } from '@pronto/request';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import { call, callOptions } from './call.ts';
import { entry } from './catalogue/index.ts';
import type { Session } from './models.ts';

interface Sent {
  url: string;
  method: string | undefined;
  body: unknown;
}

function capture(status = 200, data: unknown = null): Sent[] {
  const sent: Sent[] = [];
  const values = new Map<string, string>();
  configureRequest({
    storage: { getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v) },
    fetch: (input: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({ url: String(input), method: init.method, body: init.body });
      return Promise.resolve(new Response(JSON.stringify({ data, errors: [] }), { status }));
    },
  });
  return sent;
}

afterEach(() => resetRequestConfig());

describe('call', () => {
  it('sends the entry method and path with url variables', async () => {
    const sent = capture(200, { token: 't', status: 'waitingForPin' });
    const result = await call('customer.handoverLogin', { vars: { introductionId: 'abc 1' } });
    expect(sent).toEqual([{ url: '/api/customer/handover/login/abc%201', method: 'POST', body: undefined }]);
    expect(result.data).toEqual({ token: 't', status: 'waitingForPin' });
  });

  it('is typed by CallTypes', async () => {
    capture();
    const login = call('membership.login', { data: { phoneNumber: '7100000001', password: '1234', countryCode: 'GB' } });
    expectTypeOf(login).resolves.toHaveProperty('data').toEqualTypeOf<Session | null>();
    await login;
    type UntypedData = Awaited<ReturnType<typeof call<'customer.groups'>>>['data'];
    expectTypeOf<UntypedData>().toEqualTypeOf<unknown>();
  });

  it('does not compile an unknown id, a wrong body or a wrong path variable', () => {
    // Checked by the typecheck only: never run.
    const wrongCalls = () => [
      // @ts-expect-error an id outside the catalogue
      call('customer.serach'),
      // @ts-expect-error login needs phoneNumber, password and countryCode
      call('membership.login', { data: { phone: '7100000001' } }),
      // @ts-expect-error loanStatusHistory/{loanId} has no variable customerId
      call('loan.loanStatusHistory', { vars: { customerId: 1 } }),
      // @ts-expect-error a get sends no body
      call('customer.groups', { data: { name: 'x' } }),
    ];
    expect(wrongCalls).toBeTypeOf('function');
    // @ts-expect-error an id outside the catalogue
    expect(() => call('customer.serach')).toThrow('customer.serach');
    expect(() => entry('nope.nope')).toThrow('Unknown catalogue id "nope.nope"');
  });

  it('gives the report 300 s and the log 5 s unless the call says otherwise', () => {
    expect(callOptions(entry('report.ComprehensiveLoanReport')).timeout).toBe(300000);
    expect(callOptions(entry('log.write.put')).timeout).toBe(5000);
    expect(callOptions(entry('membership.login')).timeout).toBeUndefined();
    expect(callOptions(entry('membership.token'), { timeout: 300000 }).timeout).toBe(300000);
  });

  it('sends the log header with the activity-log writes only', () => {
    expect(callOptions(entry('log.write.post')).headers).toEqual({ log: 'true' });
    expect(callOptions(entry('log.write.put'), { headers: { a: 'b' } }).headers).toEqual({ log: 'true', a: 'b' });
    expect(callOptions(entry('membership.login')).headers).toBeUndefined();
  });
});
