import { configureRequest, request, resetRequestConfig } from '@pronto/request';
import { afterEach, describe, expect, it } from 'vitest';
import { call } from '../call.ts';
import { catalogue } from '../catalogue/index.ts';
import { journeyCatalogue } from '../customer-site-journeys.ts';
import { contractFake } from './contract-fake.ts';

afterEach(() => resetRequestConfig());

describe('contractFake', () => {
  it('answers a prepared call with its typed data and records the body and path variables', async () => {
    const fake = contractFake(catalogue, { 'membership.login': { data: { token: 't', customerDetails: { id: 1 } as never } } });
    configureRequest({ fetch: fake.fetch });
    const result = await call('membership.login', { data: { phoneNumber: '7100000001', password: '1234', countryCode: 'GB' } });
    expect(result.data?.token).toBe('t');
    fake.on('loan.loanStatusHistory', (_body, c) => ({ data: [{ status: 'issued', createdAt: `loan ${c.vars.loanId}` }] }));
    expect((await call('loan.loanStatusHistory', { vars: { loanId: 7 } })).data).toEqual([{ status: 'issued', createdAt: 'loan 7' }]);
    expect(fake.bodiesOf('membership.login')).toEqual([{ phoneNumber: '7100000001', password: '1234', countryCode: 'GB' }]);
    expect(fake.problems).toEqual([]);
  });

  it('lists an unprepared call and a path outside the contract as problems', async () => {
    const fake = contractFake(journeyCatalogue);
    configureRequest({ fetch: fake.fetch });
    expect((await call('membership.forgotPin', { data: { countryCode: 'GB', mobilePhone: '7100000001' } })).status).toBe(501);
    expect((await request({ method: 'get', url: '/api/rest/customers' })).status).toBe(404);
    expect((await call('customer.search', { data: { page: 1, perPage: 10 } })).status).toBe(404);
    expect(fake.problems).toEqual([
      'POST /api/membership/forgotPin (membership.forgotPin) was not prepared by the test',
      'GET /api/rest/customers is not a call of the contract',
      'POST /api/customer/search is not a call of the contract',
    ]);
  });

  it('matches literal paths before path variables', async () => {
    const fake = contractFake(catalogue, { 'membership.cams': { data: [] } });
    configureRequest({ fetch: fake.fetch });
    await call('membership.cams');
    expect(fake.calls[0]?.id).toBe('membership.cams');
  });
});
