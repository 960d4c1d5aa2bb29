import { expect } from 'vitest';
import type { Approval, StaffLoan } from '@pronto/api';
import type { Cases, World } from '../harness.ts';

const FORBIDDEN = 'You are not allowed to do this.';
const REASON_REQUIRED = 'Please give a reason for this action.';

const taken = new Set<number>();
/**
 * A running GB loan paid out in the last 10 days (a desist is proposed only within 14 days), no other case
 * of this file has used, found through the loan search.
 */
async function runningLoan(w: World): Promise<StaffLoan> {
  const since = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const found = await w.ok('loan.searchLoans', {
    data: { filter: { status: ['issued', 'overdue'], country: 'GB', issueDateFrom: since }, page: 1, perPage: 100 },
  });
  const loan = found.items.find((l) => !taken.has(l.id));
  if (!loan) throw new Error('no running GB loan left in the seed');
  taken.add(loan.id);
  return loan;
}

/** A loan's status as the console's loan search shows it. */
async function loanStatus(w: World, loanId: number): Promise<string | undefined> {
  const found = await w.ok('loan.searchLoans', { data: { q: String(loanId), page: 1, perPage: 100 } });
  return found.items.find((l) => l.id === loanId)?.status;
}

/** An agent proposes to desist a running loan's contract: a proposal waiting for a second staff member. */
async function proposeDesist(w: World, as: 'agent' | 'admin' = 'agent'): Promise<Approval> {
  const loan = await runningLoan(w);
  const answer = await w.ok('loan.desistContract', { as, data: { loanId: loan.id, reason: 'Customer withdrew within 14 days' } });
  const proposal = answer as Approval;
  proposals.set(proposal.id, proposal);
  return proposal;
}

/** The suspected-login relations a customer is on, as the console lists them. */
async function relationsOf(w: World, customerId: number): Promise<{ id: number; related: boolean | null }[]> {
  const rows: unknown = await w.ok('membership.suspectedLoginRelations', { params: { customerId } });
  return rows as { id: number; related: boolean | null }[];
}

const proposals = new Map<number, Approval>();
const approvalIdIn = (data: unknown) => Number((data as { approvalId?: unknown } | undefined)?.approvalId ?? 0);

/** Four-eyes approvals, the audit trail search and suspected customer sign-ins. */
export const approvalCases: Cases<'membership'> = {
  'membership.approvals': {
    reads: "the proposals waiting for a second staff member: the agent's desist of a loan, pending, with its reason",
    call: async (w) => ({ as: 'agent', params: { loanId: (await proposeDesist(w)).loanId ?? 0 } }),
    check: ({ data }) => {
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        callId: 'loan.desistContract',
        status: 'pending',
        proposedByName: 'Agnes Agent',
        reason: 'Customer withdrew within 14 days',
      });
    },
    refuses: [
      { call: { params: { status: 'maybe' } }, status: 422, message: 'status must be pending, approved or rejected.' },
      { call: { as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'membership.approval/decide': {
    does: "a second staff member, an admin, approves an agent's desist: the proposal is approved, the loan stays open owing the withdrawal",
    call: async (w) => ({
      data: { approvalId: (await proposeDesist(w)).id, decision: 'approve', reason: 'Checked the withdrawal letter' },
    }),
    readBack: async (w, opts) => {
      const proposal = proposals.get(approvalIdIn(opts.data));
      if (!proposal?.loanId) return null;
      const of = async (status: string) =>
        (await w.ok('membership.approvals', { params: { status, loanId: proposal.loanId ?? 0 } })).map((a) => [a.id, a.decidedByName]);
      return { pending: await of('pending'), approved: await of('approved'), loan: await loanStatus(w, proposal.loanId) };
    },
    check: async (after, before, answer, w) => {
      const id = answer.data.id;
      expect(before.pending).toEqual([[id, null]]);
      expect(before.loan).not.toBe('closed');
      // The loan closes only once the withdrawal amount is paid (loan.DesistContractPayment).
      expect(after).toEqual({ pending: [], approved: [[id, 'Alex Admin']], loan: before.loan });
      const [entry] = await w.ok('loan.staff/audit', { params: { loanId: answer.data.loanId ?? 0 } });
      expect(entry).toMatchObject({ callId: 'loan.desistContract', staffName: 'Alex Admin', proposedBy: { staffName: 'Agnes Agent' } });
    },
    refuses: [
      {
        call: async (w) => ({ data: { approvalId: (await proposeDesist(w, 'admin')).id, decision: 'approve', reason: 'Mine' } }),
        status: 422,
        message: 'You proposed this: another staff member must decide it.',
      },
      {
        call: async (w) => ({ as: 'agent', data: { approvalId: (await proposeDesist(w, 'admin')).id, decision: 'approve', reason: 'ok' } }),
        status: 403,
        message: FORBIDDEN,
      },
      {
        call: async (w) => ({ data: { approvalId: (await proposeDesist(w)).id, decision: 'approve', reason: '' } }),
        status: 422,
        message: REASON_REQUIRED,
      },
    ],
  },
  'membership.searchAudit': {
    reads: 'the audit trail searched by call: the support token just given, with who gave it and why',
    call: async (w) => {
      await w.ok('membership.token.post', { data: { customerId: 10, reason: 'Searching the trail' } });
      return { data: { filter: { callId: 'membership.token.post', customerId: 10 }, page: 1, perPage: 10 } };
    },
    check: ({ data }) => {
      expect(data.total).toBe(1);
      expect(data.items[0]).toMatchObject({
        callId: 'membership.token.post',
        customerId: 10,
        staffName: 'Alex Admin',
        reason: 'Searching the trail',
      });
    },
    refuses: [{ call: { as: 'agent', data: { page: 1, perPage: 10 } }, status: 403, message: FORBIDDEN }],
  },
  'membership.suspectedLogins': {
    reads: 'the suspected sign-ins of the seed: customers 13 and 17 from 192.0.2.10, not yet checked',
    call: {},
    check: ({ data }) => {
      expect(data).toHaveLength(10);
      expect(data.find((r) => r.id === 1)).toMatchObject({ customerId: 13, relatedCustomerId: 17, ip: '192.0.2.10', related: null });
    },
  },
  'membership.suspectedLoginRelations': {
    reads: "customer 17's relations, both customers named: with 13 from 192.0.2.10 and with 21 from 192.0.2.11",
    call: { params: { customerId: 17 } },
    check: ({ data }) => {
      const rows = data as { ip: string; customer: { id: number; firstName: string }; relatedCustomer: { id: number } }[];
      expect(rows.map((r) => [r.ip, r.customer.id, r.relatedCustomer.id]).sort()).toEqual([
        ['192.0.2.10', 13, 17],
        ['192.0.2.11', 17, 21],
      ]);
      expect(rows.find((r) => r.customer.id === 17)?.customer.firstName).toBe('Sofía');
    },
    refuses: [{ call: { params: { customerId: 99999 } }, status: 422, message: 'Customer 99999 does not exist.' }],
  },
  'membership.suspectedLoginRelationManualCheck': {
    does: 'records that customers 13 and 17 are related, checked by hand by the admin',
    call: { data: { id: 1, related: true } },
    readBack: async (w) => ({
      row: (await w.ok('membership.suspectedLogins')).find((r) => r.id === 1),
      relation: (await relationsOf(w, 13)).find((r) => r.id === 1)?.related,
    }),
    check: (after, before) => {
      expect(before).toMatchObject({ row: { related: null, checkedBy: null }, relation: null });
      expect(after).toMatchObject({ row: { related: true, checkedBy: 'admin@pronto.test' }, relation: true });
    },
    refuses: [
      { call: { data: { id: 999, related: true } }, status: 422, message: 'Suspected login 999 does not exist.' },
      { call: { data: { id: 1 } as never }, status: 422, message: 'related is required: true or false.' },
      { call: { as: 'reporter', data: { id: 1, related: true } }, status: 403, message: FORBIDDEN },
    ],
  },
};
