import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSUBSCRIBE_LINK_INVALID } from '../routes/communication.ts';
import { providerToken } from '../security/signed-links.ts';
import { startMock, type Mock } from './harness.ts';

/**
 * Public callbacks act only for who may call them: an unsubscribe needs the signed key of the link a
 * marketing e-mail carried, an SMS receipt the provider's token (and never answers the message's text).
 */
let mock: Mock;
let admin: string;
beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

const customer = async (id: number) =>
  (await mock.api('get', `/api/rest/customers/${id}`, undefined, admin)).body.data as Record<string, unknown>;

describe('unsubscribe', () => {
  it("refuses an address with a made-up key; the marketing e-mail's own link unsubscribes it", async () => {
    const sent = await mock.api(
      'post',
      '/api/communication/bulkEmail',
      { customerIds: [4, 5, 6, 7], subject: 'News', text: 'Hello' },
      admin,
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data.sent).toBeGreaterThan(0);
    const emails = (
      await mock.api('get', `/api/rest/emailHistory?filter=${encodeURIComponent(JSON.stringify({ type: 'bulk' }))}`, undefined, admin)
    ).body.data as { customerId: number; emailAddress: string; text: string }[];
    const mail = emails.at(-1)!;
    const link = /Unsubscribe: (\/unsubscribe\?\S+)/.exec(mail.text)?.[1];
    expect(link).toBeDefined();
    const params = new URL(link!, 'http://site.test').searchParams;
    expect(params.get('userTo')).toBe(mail.emailAddress);
    const post = (userKey: string) =>
      mock.api('post', '/api/communication/unsubscribe', {
        campaignId: params.get('camp'),
        userKey,
        userTo: mail.emailAddress,
        communicationType: 'email',
      });
    const forged = await post('abc');
    expect(forged.status).toBe(422);
    expect(forged.body.errors[0].message).toBe(UNSUBSCRIBE_LINK_INVALID);
    expect((await customer(mail.customerId)).unsubscribed).not.toBe(true);
    const real = await post(params.get('key')!);
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    expect((await customer(mail.customerId)).unsubscribed).toBe(true);
  });
});

describe('SMS receipts', () => {
  it("need the provider's token, and answer the receipt, never the message", async () => {
    const sms = mock.ctx.db.smsHistory.at(-1)!;
    const receipt = (headers: Record<string, string>) =>
      mock.api('post', `/api/communication/sms/${sms.id}/receipt`, { status: 'delivered' }, undefined, headers);
    for (const headers of [{}, { 'x-provider-token': 'guess' }] as Record<string, string>[]) {
      const refused = await receipt(headers);
      expect(refused.status).toBe(401);
      expect(JSON.stringify(refused.body)).not.toContain(sms.text);
    }
    const taken = await receipt({ 'x-provider-token': providerToken(mock.ctx) });
    expect(taken.status).toBe(200);
    expect(taken.body.data).toEqual({ smsId: sms.id, receipt: { status: 'delivered', at: expect.any(String) } });
    const history = await mock.api('get', `/api/rest/smsHistory/${sms.id}`, undefined, admin);
    expect(history.body.data.receipt.status).toBe('delivered');
  });
});
