import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';

const FORBIDDEN = 'You are not allowed to do this.';
const BAD_IP = 'ip must be an IPv4 or IPv6 address.';

/** The address the in-process mock sees this test's calls come from. */
const ME = '127.0.0.1';

/** What the address gets now: the registration form's public read, a customer's own call, a console read. */
async function site(w: World) {
  const form = await w.call('content.enums.post', { as: 'public', data: { names: ['Gender'] } });
  const customer = await w.call('loan.customerAllLoans', { as: 'customer' });
  const console = await w.call('content.whiteList');
  return { form: form.status, customer: customer.status, console: console.status };
}

const whitelisted = async (w: World) => (await w.ok('content.whiteList')).map((e) => e.ip);
/** What the fraud check says of an address: its score and first reason. */
const score = async (w: World, ip: string) => {
  const answer = (await w.ok('content.scamalytics', { params: { ip } })) as { score: number; reasons: string[] };
  return { score: answer.score, reason: answer.reasons[0] };
};

/** White list, IP bans (local and at the load balancer), where addresses are, and who is online. */
export const ipCases: Cases<'content'> = {
  'content.awake': {
    reads: 'the health check: awake, with the server time',
    call: {},
    check: ({ data }) => {
      const answer = data as { awake: boolean; at: string };
      expect(answer.awake).toBe(true);
      expect(Math.abs(Date.parse(answer.at) - Date.now())).toBeLessThan(60_000);
    },
  },
  'content.onlineUsers': {
    reads: 'who holds a live token: the admin and customer 8 once signed in',
    call: async (w) => {
      await w.token('customer');
      return {};
    },
    check: ({ data }) => {
      expect(data.find((u) => u.kind === 'staff' && u.subjectId === 1)).toMatchObject({
        name: 'Alex Admin <admin@pronto.test>',
        role: 'admin',
      });
      expect(data.find((u) => u.kind === 'customer' && u.subjectId === 8)?.name).toBe('Lennie Koch');
    },
    refuses: [{ call: { as: 'reporter' }, status: 403, message: FORBIDDEN }],
  },
  'content.ipLocations': {
    reads: 'where an address is: 81.2.69.160 is BT in London',
    call: { params: { ip: '81.2.69.160' } },
    check: ({ data }) => {
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({ country: 'GB', city: 'London', isp: 'BT' });
    },
    refuses: [{ call: { params: { ip: 'localhost' } }, status: 422, message: BAD_IP }],
  },
  'content.scamalytics': {
    reads: "an address's fraud score: a banned one scores 100, a white-listed one 0",
    call: { params: { ip: '203.0.113.7' } },
    check: async ({ data }, w) => {
      expect(data).toMatchObject({ ip: '203.0.113.7', score: 100, risk: 'very high', reasons: ['Banned by the lender (fraud attempts).'] });
      expect(await score(w, '10.0.0.1')).toEqual({ score: 0, reason: 'On the white list.' });
    },
    refuses: [{ call: { params: { ip: '999.1.1.1' } }, status: 422, message: BAD_IP }],
  },
  'content.whiteList': {
    reads: 'the white list of the seed: the five office addresses',
    call: {},
    check: ({ data }) => {
      expect(data.map((e) => [e.ip, e.note])).toEqual([1, 2, 3, 4, 5].map((n) => [`10.0.0.${n}`, 'office']));
    },
  },
  'content.whiteList.post': {
    does: 'white-lists an address: listed, and the fraud check trusts it',
    call: { data: { ip: '198.51.100.5', note: 'partner agency' } },
    readBack: async (w) => ({ list: await whitelisted(w), score: await score(w, '198.51.100.5') }),
    check: (after, before) => {
      expect(after.list).toEqual([...before.list, '198.51.100.5']);
      expect(before.score.score).toBeGreaterThan(0);
      expect(after.score).toEqual({ score: 0, reason: 'On the white list.' });
    },
    refuses: [
      { call: { data: { ip: '10.0.0.1' } }, status: 422, message: '10.0.0.1 is already on the white list.' },
      { call: { data: { ip: 'office' } }, status: 422, message: BAD_IP },
      { call: { as: 'agent', data: { ip: '198.51.100.6' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'content.whiteList.delete': {
    does: 'takes an address off the white list',
    call: { params: { ip: '10.0.0.2' } },
    readBack: whitelisted,
    check: (after, before) => {
      expect(after).toEqual(before.filter((ip: string) => ip !== '10.0.0.2'));
      expect(before).toContain('10.0.0.2');
    },
    refuses: [{ call: { params: { ip: '198.51.100.99' } }, status: 422, message: '198.51.100.99 is not on the white list.' }],
  },
  'content.whiteList/invalidate': {
    does: 'invalidates the cached white list: who did it and how many entries it held are recorded',
    call: { data: {} },
    // Nothing in the catalogue reads the cache's invalidations: they are the server's own record of who reloaded it.
    readBack: async (w) => w.outside.ctx.rows('whitelistInvalidations').map((r) => ({ entries: r.entries, createdBy: r.createdBy })),
    check: async (after, before, _answer, w) => {
      expect(after).toEqual([...before, { entries: (await whitelisted(w)).length, createdBy: 'admin@pronto.test' }]);
    },
    refuses: [{ call: { as: 'agent', data: {} }, status: 403, message: FORBIDDEN }],
  },
  'content.ipbanner/local/list': {
    reads: 'the local bans of the seed',
    call: {},
    check: ({ data }) => {
      expect(data.map((b) => [b.ip, b.type, b.reason])).toEqual([
        ['203.0.113.7', 'local', 'fraud attempts'],
        ['203.0.113.21', 'local', 'fraud attempts'],
      ]);
    },
  },
  'content.ipbanner/elb/list': {
    reads: 'the load-balancer bans of the seed',
    call: {},
    check: ({ data }) => {
      expect(data.map((b) => [b.ip, b.type])).toEqual([
        ['203.0.113.14', 'elb'],
        ['203.0.113.28', 'elb'],
      ]);
    },
  },
  'content.ipbanner/local/set': {
    does: "bans this test's own address: the customer site refuses it (403), the console still answers, the fraud check scores it 100",
    call: { data: { ip: ME, reason: 'card testing' } },
    readBack: async (w) => ({
      list: (await w.ok('content.ipbanner/local/list')).map((b) => b.ip),
      score: await score(w, ME),
      site: await site(w),
    }),
    check: async (after, before, _answer, w) => {
      expect(after.list).toEqual([...before.list, ME]);
      expect(after.score).toEqual({ score: 100, reason: 'Banned by the lender (card testing).' });
      expect(before.site).toEqual({ form: 200, customer: 200, console: 200 });
      expect(after.site).toEqual({ form: 403, customer: 403, console: 200 });
      const refused = await w.call('membership.login', { data: { phoneNumber: '07100000008', password: '1234', countryCode: 'GB' } });
      expect(refused.errors[0]?.message).toBe('Access from your IP address is blocked.');
    },
    refuses: [
      { call: { data: { ip: 'somewhere' } }, status: 422, message: BAD_IP },
      { call: { as: 'agent', data: { ip: '198.51.100.8' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'content.ipbanner/local/remove': {
    does: 'lifts the local ban: the customer site answers the address again',
    call: { data: { ip: ME } },
    readBack: async (w) => ({ list: (await w.ok('content.ipbanner/local/list')).map((b) => b.ip), site: await site(w) }),
    check: (after, before) => {
      expect(after.list).toEqual(before.list.filter((ip: string) => ip !== ME));
      expect([before.site.form, after.site.form]).toEqual([403, 200]);
      expect(after.site.customer).toBe(200);
    },
    refuses: [{ call: { data: { ip: '198.51.100.9' } }, status: 422, message: '198.51.100.9 is not banned.' }],
  },
  'content.ipbanner/elb/set': {
    does: 'bans the address at the load balancer: listed there, not among the local bans, and the site refuses it unless white-listed',
    call: { data: { ip: ME, reason: 'scraping' } },
    readBack: async (w) => ({
      elb: (await w.ok('content.ipbanner/elb/list')).map((b) => b.ip),
      local: (await w.ok('content.ipbanner/local/list')).map((b) => b.ip),
      site: await site(w),
    }),
    check: async (after, before, _answer, w) => {
      expect(after.elb).toEqual([...before.elb, ME]);
      expect(after.local).toEqual(before.local);
      expect([before.site.form, after.site.form]).toEqual([200, 403]);
      // The white list always lets an address through, banned or not.
      await w.ok('content.whiteList.post', { data: { ip: ME, note: 'test runner' } });
      expect((await site(w)).form).toBe(200);
      await w.ok('content.whiteList.delete', { params: { ip: ME } });
      expect((await site(w)).form).toBe(403);
    },
    refuses: [{ call: { data: {} as never }, status: 422, message: 'ip is required.' }],
  },
  'content.ipbanner/elb/remove': {
    does: 'lifts the load-balancer ban: the site answers the address again',
    call: { data: { ip: ME } },
    readBack: async (w) => ({ elb: (await w.ok('content.ipbanner/elb/list')).map((b) => b.ip), form: (await site(w)).form }),
    check: (after, before) => {
      expect(after.elb).toEqual(before.elb.filter((ip: string) => ip !== ME));
      expect([before.form, after.form]).toEqual([403, 200]);
    },
    refuses: [{ call: { data: { ip: '203.0.113.7' } }, status: 422, message: '203.0.113.7 is not banned.' }],
  },
};
