import { expect } from 'vitest';
import { BUSINESS_OPERATIONS, type Cam, type CamPermission, type StaffMember } from '@pronto/api';
import type { Cases, World } from '../harness.ts';
import { newAgent, passwordsThatWork, staffSignIn, type NewAgent } from './helpers.ts';

const FORBIDDEN = 'You are not allowed to do this.';
const REASON_REQUIRED = 'Please give a reason for this action.';

/** The agents these cases made, by id (their e-mail and passwords for reading the effect back). */
const made = new Map<number, NewAgent & { token: string }>();

/** A new agent, signed in once, remembered for the read-back. */
async function signedInAgent(w: World): Promise<NewAgent & { token: string }> {
  const agent = await newAgent(w);
  const { token } = await staffSignIn(w, agent.emailAddress, agent.password);
  const entry = { ...agent, token };
  made.set(agent.id, entry);
  return entry;
}

const staffIdIn = (data: unknown) => {
  const body = (data ?? {}) as { staffId?: unknown; id?: unknown };
  return Number(body.staffId ?? body.id ?? 0);
};

/** What a staff token may do now: read a customer (customers area), the loan report (reports area). */
async function whatTokenMay(w: World, token: string) {
  const customers = await w.call('customer.customer', { as: { token }, params: { customerId: 8 } });
  const reports = await w.call('report.ComprehensiveLoanReport', { as: { token }, data: { start: '2026-01-01', end: '2026-02-01' } });
  return { customers: customers.status, reports: reports.status };
}

const panel = (w: World) => w.ok('membership.panelUsers');

/** Panel users, collection agents, their permissions and sign-ins. */
export const staffCases: Cases<'membership'> = {
  'membership.panelUsers': {
    reads: 'every staff member of the seed with name, role and market, never a password',
    call: {},
    check: ({ data }) => {
      const users = data as (StaffMember & { password?: string })[];
      expect(users.slice(0, 8).map((u) => [u.id, u.emailAddress, u.role, u.country])).toEqual([
        [1, 'admin@pronto.test', 'admin', 'GB'],
        [2, 'agent@pronto.test', 'agent', 'GB'],
        [3, 'reporter@pronto.test', 'reporter', 'GB'],
        [4, 'admin@pronto.es', 'admin', 'ES'],
        [5, 'agent@pronto.es', 'agent', 'ES'],
        [6, 'reporter@pronto.es', 'reporter', 'ES'],
        [7, 'collector@pronto.test', 'agent', 'GB'],
        [8, 'cobrador@pronto.es', 'agent', 'ES'],
      ]);
      expect(users.some((u) => 'password' in u)).toBe(false);
    },
    refuses: [{ call: { as: 'agent' }, status: 403, message: FORBIDDEN }],
  },
  'membership.members': {
    reads: "panel users searched by name or e-mail and role: the two reporters; 'colin' finds Colin Collector",
    call: { data: { role: 'reporter' } },
    check: async ({ data }, w) => {
      expect(data.map((m) => m.emailAddress)).toEqual(['reporter@pronto.test', 'reporter@pronto.es']);
      expect((await w.ok('membership.members', { data: { q: 'colin' } })).map((m) => m.fullName)).toEqual(['Colin Collector']);
    },
  },
  'membership.member': {
    reads: 'one staff member by id: Agnes Agent',
    call: { vars: { id: 2 } },
    check: ({ data }) => {
      expect(data).toMatchObject({ id: 2, emailAddress: 'agent@pronto.test', fullName: 'Agnes Agent', role: 'agent', active: true });
      expect(data).not.toHaveProperty('password');
    },
    refuses: [
      { call: { vars: { id: 999 } }, status: 422, message: 'Staff member 999 does not exist.' },
      { call: { as: 'agent', vars: { id: 2 } }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.memberLogins': {
    reads: "a staff member's sign-in attempts, newest first: a wrong password for agent@pronto.test shows as failed",
    call: async (w) => {
      await w.call('report.login', { data: { emailAddress: 'agent@pronto.test', password: 'not-the-password', country: 'GB' } });
      return { params: { staffId: 2 } };
    },
    check: ({ data }) => {
      expect(data[0]).toMatchObject({ staffId: 2, emailAddress: 'agent@pronto.test', success: false });
      expect(data.every((l) => l.staffId === 2)).toBe(true);
    },
  },
  'membership.cams': {
    reads: 'the active collection agents of the seed with their overdue loans',
    call: {},
    check: ({ data }) => {
      expect(data.map((c) => [c.id, c.fullName])).toEqual([
        [2, 'Agnes Agent'],
        [5, 'Agnes Agent'],
        [7, 'Colin Collector'],
        [8, 'Carmen Cobradora'],
      ]);
      expect(data.every((c) => Number.isInteger(c.openLoans) && c.openLoans >= 0)).toBe(true);
    },
  },
  'membership.availableCamsForInternalCollection': {
    reads: 'the agents who take overdue loans now: every active agent of the seed',
    call: {},
    check: ({ data }) => {
      expect(data.map((c) => c.id)).toEqual([2, 5, 7, 8]);
    },
  },
  'membership.collectionCompanies': {
    reads: 'the collection companies taking cases: the active ones of the seed, not Albion Collections',
    call: {},
    check: ({ data }) => {
      const names = (data as { name: string }[]).map((c) => c.name);
      expect(names).toEqual(['Northern Recoveries Ltd', 'Capital Debt Services', 'Recobros Ibéricos SL', 'Gestión de Cobros Madrid']);
    },
  },
  'membership.permissions': {
    reads: 'each staff area with the roles that may use it, then the business operations',
    call: {},
    check: ({ data }) => {
      const list = data as { id: string; roles: string[] }[];
      const roles = (id: string) => list.find((p) => p.id === id)?.roles;
      expect(roles('area.customers')).toEqual(['admin', 'agent']);
      expect(roles('area.reports')).toEqual(['admin', 'reporter']);
      expect(roles('area.staff')).toEqual(['admin']);
      expect(list.filter((p) => p.id.startsWith('operation.')).map((p) => p.id)).toContain('operation.manualPayment');
    },
  },
  'membership.camBusinessOperationPermissions': {
    reads: "each agent's business operations: Colin Collector may also give discounts",
    call: {},
    check: ({ data }) => {
      const rows = data;
      expect(rows.find((r) => r.staffId === 7)?.operations).toEqual(['manualPayment', 'arrangement', 'discount']);
      // Agnes Agent, the agent other tests act as, holds every operation.
      expect(rows.find((r) => r.staffId === 2)?.operations).toEqual([...BUSINESS_OPERATIONS]);
    },
  },
  'membership.onlineCamsBOPs': {
    reads: 'the agents signed in now with their operations: Agnes Agent once she has signed in',
    call: async (w) => {
      await w.token('agent');
      return {};
    },
    check: ({ data }) => {
      const rows = data as (CamPermission & { since: string })[];
      expect(rows.find((r) => r.staffId === 2)).toMatchObject({
        fullName: 'Agnes Agent',
        operations: ['manualPayment', 'discount', 'rollover', 'restructure', 'arrangement', 'legalHandover', 'sendLetters'],
      });
      expect(rows.some((r) => r.staffId === 1)).toBe(false);
    },
  },
  'membership.cam': {
    does: 'adds a collection agent: listed with the cams and panel users, and its first password signs in as an agent',
    call: { data: { emailAddress: 'cara.cam@pronto.test', fullName: 'Cara Cam', country: 'GB' } },
    readBack: async (w) => ({ cams: (await w.ok('membership.cams')).map((c) => c.emailAddress), users: (await panel(w)).length }),
    check: async (after, before, answer, w) => {
      expect(after.cams).toEqual([...before.cams, 'cara.cam@pronto.test']);
      expect(after.users).toBe(before.users + 1);
      expect(answer.data).toMatchObject({ role: 'agent', fullName: 'Cara Cam', active: true });
      const { status, token } = await staffSignIn(w, 'cara.cam@pronto.test', answer.data.temporaryPassword ?? '');
      expect(status).toBe(200);
      expect(await whatTokenMay(w, token)).toEqual({ customers: 200, reports: 403 });
    },
    refuses: [
      {
        call: { data: { emailAddress: 'agent@pronto.test', fullName: 'Again', country: 'GB' } },
        status: 422,
        message: 'agent@pronto.test is already a staff member.',
      },
      {
        call: { data: { emailAddress: 'not-an-email', fullName: 'X', country: 'GB' } },
        status: 422,
        message: 'Please enter a valid e-mail address.',
      },
      { call: { data: { id: 1, fullName: 'Renamed Admin' } }, status: 422, message: 'admin@pronto.test is not a collection agent.' },
      { call: { as: 'agent', data: { emailAddress: 'x.cam@pronto.test', fullName: 'X', country: 'GB' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.updateMember': {
    does: "changes a member's role, and the role takes effect on the member's next call; deactivating ends the sign-in",
    call: async (w) => ({ data: { id: (await signedInAgent(w)).id, role: 'reporter' } }),
    readBack: async (w, opts) => {
      const id = staffIdIn(opts.data);
      const found = await w.call('membership.member', { vars: { id } });
      const member = found.status === 200 ? found.data : null;
      const agent = made.get(id);
      return { member: member && { role: member.role, active: member.active }, may: agent ? await whatTokenMay(w, agent.token) : null };
    },
    check: async (after, before, answer, w) => {
      expect(before).toEqual({ member: { role: 'agent', active: true }, may: { customers: 200, reports: 403 } });
      expect(after).toEqual({ member: { role: 'reporter', active: true }, may: { customers: 403, reports: 200 } });
      const agent = made.get(answer.data.id) as NewAgent & { token: string };
      expect((await w.ok('membership.members', { data: { role: 'reporter' } })).map((m) => m.id)).toContain(agent.id);
      await w.ok('membership.updateMember', { data: { id: agent.id, active: false } });
      expect((await panel(w)).find((m) => m.id === agent.id)?.active).toBe(false);
      expect((await whatTokenMay(w, agent.token)).reports).toBe(401);
      expect((await staffSignIn(w, agent.emailAddress, agent.password)).status).toBe(422);
    },
    refuses: [
      { call: { data: { id: 2, role: 'boss' } }, status: 422, message: 'role must be one of admin, agent, reporter.' },
      {
        call: { data: { id: 1, active: false } },
        status: 422,
        message: 'You cannot change your own role or deactivate yourself: another admin must do it.',
      },
      {
        call: { data: { id: 1, role: 'agent' } },
        status: 422,
        message: 'You cannot change your own role or deactivate yourself: another admin must do it.',
      },
      { call: { data: { id: 999, role: 'agent' } }, status: 422, message: 'Staff member 999 does not exist.' },
      { call: { as: 'agent', data: { id: 2, role: 'admin' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.changePassword': {
    does: 'a member changes their own password: the old one fails, the new one signs in',
    call: async (w) => {
      const agent = await signedInAgent(w);
      return { as: { token: agent.token }, data: { currentPassword: agent.password, password: 'Brand-new-pass-1' } };
    },
    readBack: async (w, opts) => {
      const agent = [...made.values()].find((a) => typeof opts.as === 'object' && a.token === opts.as.token);
      return agent ? passwordsThatWork(w, agent.emailAddress, [agent.password, 'Brand-new-pass-1']) : null;
    },
    check: (after, before, answer) => {
      expect(before).toHaveLength(1);
      expect(before).not.toContain('Brand-new-pass-1');
      expect(after).toEqual(['Brand-new-pass-1']);
      expect(JSON.stringify(answer.data)).not.toContain('Brand-new-pass-1');
    },
    refuses: [
      {
        call: async (w) => {
          const agent = await signedInAgent(w);
          return { as: { token: agent.token }, data: { currentPassword: agent.password, password: 'short1' } };
        },
        status: 422,
        message: 'The new password must be 10 to 128 characters long, with at least one letter and one digit.',
      },
      {
        call: async (w) => {
          const agent = await signedInAgent(w);
          return { as: { token: agent.token }, data: { currentPassword: 'not-it-123', password: 'Brand-new-pass-1' } };
        },
        status: 422,
        message: 'Your current password is not correct.',
      },
      {
        call: async (w) => {
          const agent = await signedInAgent(w);
          return { as: { token: agent.token }, data: { staffId: 1, currentPassword: agent.password, password: 'Taken-over-333' } };
        },
        status: 403,
        message: FORBIDDEN,
      },
    ],
  },
  'membership.resetCamPassword': {
    does: "gives an agent a new temporary password, with a reason: the old password fails, the agent's sessions end",
    call: async (w) => ({ data: { staffId: (await signedInAgent(w)).id, reason: 'Forgot the password' } }),
    readBack: async (w, opts) => {
      const agent = made.get(staffIdIn(opts.data));
      if (!agent) return null;
      return {
        old: (await staffSignIn(w, agent.emailAddress, agent.password)).status,
        session: (await whatTokenMay(w, agent.token)).customers,
      };
    },
    check: async (after, before, answer, w) => {
      expect(before).toEqual({ old: 200, session: 200 });
      expect(after).toEqual({ old: 422, session: 401 });
      const agent = made.get(answer.data.staffId) as NewAgent;
      expect((await staffSignIn(w, agent.emailAddress, answer.data.temporaryPassword)).status).toBe(200);
    },
    refuses: [
      { call: async (w) => ({ data: { staffId: (await signedInAgent(w)).id, reason: ' ' } }), status: 422, message: REASON_REQUIRED },
      { call: { data: { staffId: 1, reason: 'Forgot it' } }, status: 422, message: 'admin@pronto.test is not a collection agent.' },
    ],
  },
  'membership.setAvailabilityForTicketAssign': {
    does: 'takes Colin Collector off new overdue loans: his record says so and he leaves the agents available for collection',
    call: { data: { staffId: 7, availableForLoans: false } },
    readBack: async (w) => ({
      member: await w.ok('membership.member', { vars: { id: 7 } }),
      available: (await w.ok('membership.availableCamsForInternalCollection')).map((c: Cam) => c.id),
    }),
    check: async (after, before, _answer, w) => {
      expect(after.member).toMatchObject({ availableForLoans: false });
      expect(before.available).toContain(7);
      expect(after.available).toEqual(before.available.filter((id: number) => id !== 7));
      await w.ok('membership.setAvailabilityForTicketAssign', { data: { staffId: 7, availableForLoans: true } });
      expect((await w.ok('membership.availableCamsForInternalCollection')).map((c) => c.id)).toContain(7);
    },
    refuses: [
      { call: { data: { staffId: 7 } }, status: 422, message: 'availableForLoans or availableForTickets is required.' },
      { call: { as: 'reporter', data: { staffId: 7, availableForLoans: false } }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.setCamBusinessOperationPermission': {
    does: "replaces an agent's business operations: Agnes Agent may send letters and no longer arrange",
    call: { data: { staffId: 2, operations: ['manualPayment', 'sendLetters'] } },
    readBack: async (w) => (await w.ok('membership.camBusinessOperationPermissions')).find((r) => r.staffId === 2),
    check: (after, before) => {
      expect(before?.operations).toEqual([...BUSINESS_OPERATIONS]);
      expect(after?.operations).toEqual(['manualPayment', 'sendLetters']);
    },
    refuses: [
      {
        call: { data: { staffId: 2, operations: ['fly'] } },
        status: 422,
        message:
          'fly is not a business operation; choose from manualPayment, discount, rollover, restructure, arrangement, legalHandover, sendLetters.',
      },
      { call: { data: { staffId: 1, operations: [] } }, status: 422, message: 'admin@pronto.test is not a collection agent.' },
      { call: { as: 'agent', data: { staffId: 2, operations: ['discount'] } }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.liveChatAgentControl': {
    does: 'switches Colin Collector on for live chat',
    call: { data: { staffId: 7, active: true } },
    readBack: async (w) => ({
      permission: (await w.ok('membership.camBusinessOperationPermissions')).find((r) => r.staffId === 7)?.liveChat,
      member: await w.ok('membership.member', { vars: { id: 7 } }),
    }),
    check: (after, before) => {
      expect([before.permission, after.permission]).toEqual([false, true]);
      expect(after.member.liveChat).toBe(true);
    },
    refuses: [
      { call: { data: { staffId: 7 } as never }, status: 422, message: 'active is required.' },
      { call: { data: { staffId: 1, active: true } }, status: 422, message: 'admin@pronto.test is not a collection agent.' },
      { call: { as: 'agent', data: { staffId: 7, active: true } }, status: 403, message: FORBIDDEN },
    ],
  },
};
