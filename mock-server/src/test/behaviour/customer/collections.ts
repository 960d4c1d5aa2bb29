import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import { FORBIDDEN, row, rows, staffCustomer } from './common.ts';

const companies = async (w: World) => rows(await w.ok('customer.collectionCompany'));
const historyOf = (w: World, loanId: number) => w.ok('customer.collectionCompany/history', { params: { loanId } });
const statusOf = async (w: World, customerId: number) => (await staffCustomer(w, customerId)).status;
/** The seeded collector (an agent of GB). */
const COLLECTOR = 7;

/** Collection companies and agents, the collection book and the automatic collection runs. */
export const collectionCases: Cases<'customer'> = {
  'customer.collectionCompany': {
    reads: 'the collection companies of the seed',
    call: {},
    check: ({ data }) => {
      expect(rows(data).map((c) => c.name)).toEqual(expect.arrayContaining(['Northern Recoveries Ltd', 'Albion Collections']));
      expect(rows(data).find((c) => c.name === 'Albion Collections')?.active).toBe(false);
    },
  },
  'customer.collectionCompany.post': {
    does: 'adds a collection company that takes cases',
    call: { data: { name: 'Pennine Recoveries', country: 'GB', email: 'cases@pennine.example', commission: 17 } },
    readBack: companies,
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ name: 'Pennine Recoveries', country: 'GB', commission: 17, active: true });
    },
    refuses: [
      { call: { data: { country: 'GB' } }, status: 422, message: 'name is required.' },
      {
        call: { data: { name: 'northern recoveries ltd' } },
        status: 422,
        message: 'A collection company named "Northern Recoveries Ltd" already exists.',
      },
      { call: { data: { name: 'Greedy Ltd', commission: 150 } }, status: 422, message: 'commission must be a number from 0 to 100.' },
      { call: { data: { name: 'Reporter Recoveries' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.collectionCompany.put': {
    does: 'changes the fields of the company form; the rest of the row the console sends back is the server’s',
    call: { data: { id: 2, name: 'Capital Debt Services', commission: 25, createdAt: '2000-01-01', loans: 99 } },
    readBack: async (w) => (await companies(w)).find((c) => c.id === 2),
    check: (after, before) => {
      expect(before?.commission).toBe(22);
      expect(after).toMatchObject({ name: 'Capital Debt Services', commission: 25 });
      expect(after?.createdAt).toBe(before?.createdAt);
      expect(after).not.toHaveProperty('loans');
    },
    refuses: [
      { call: { data: { id: 999, commission: 25 } }, status: 422, message: 'Collection company 999 does not exist.' },
      {
        call: { data: { id: 2, name: 'Northern Recoveries Ltd' } },
        status: 422,
        message: 'A collection company named "Northern Recoveries Ltd" already exists.',
      },
      { call: { data: { id: 2, email: 'nope' } }, status: 422, message: /^email: / },
    ],
  },
  'customer.collectionCompany.delete': {
    does: 'deletes a collection company with no cases',
    call: async (w) => ({
      params: { id: Number(row(await w.ok('customer.collectionCompany.post', { data: { name: 'Gone Soon Ltd' } })).id) },
    }),
    readBack: async (w) => (await companies(w)).map((c) => c.name),
    check: (after, before) => {
      expect(before).toContain('Gone Soon Ltd');
      expect(after).not.toContain('Gone Soon Ltd');
    },
    refuses: [
      { call: { params: { id: 999 } }, status: 422, message: 'Collection company 999 does not exist.' },
      {
        call: async (w) => {
          await w.ok('customer.collectionCompany/assign', { data: { loanId: 16, collectionCompanyId: 4 } });
          return { params: { id: 4 } };
        },
        status: 422,
        message: /^Recobros Ibéricos SL still has \d+ loans?: take them back before deleting it\.$/,
      },
    ],
  },
  'customer.collectionCompany/assign': {
    does: 'gives an overdue loan to a collection company: the loan goes to external collection',
    call: { data: { loanId: 3, collectionCompanyId: 1 } },
    readBack: (w) => historyOf(w, 3),
    check: (after, before, answer) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ loanId: 3, customerId: 6, kind: 'collectionCompany', value: 1, createdBy: 'admin@pronto.test' });
      expect(answer.data).toMatchObject({ collectionCompanyId: 1, collectionStatus: 'external' });
    },
    refuses: [
      {
        call: { data: { loanId: 6, collectionCompanyId: 1 } },
        status: 422,
        message: 'Loan 6 is issued: only an overdue loan goes to a collection company.',
      },
      { call: { data: { loanId: 3, collectionCompanyId: 3 } }, status: 422, message: 'Albion Collections does not take new cases.' },
    ],
  },
  'customer.collectionCompany/unassign': {
    does: 'takes a loan back from its collection company, into internal collection',
    call: async (w) => {
      await w.ok('customer.collectionCompany/assign', { data: { loanId: 8, collectionCompanyId: 2 } });
      return { data: { loanId: 8 } };
    },
    readBack: (w) => historyOf(w, 8),
    check: (after, _before, answer) => {
      expect(after[0]).toMatchObject({ loanId: 8, kind: 'collectionCompany', value: null });
      expect(answer.data).toMatchObject({ collectionCompanyId: null, collectionStatus: 'internal' });
    },
    refuses: [{ call: { data: { loanId: 1 } }, status: 422, message: 'Loan 1 is not with a collection company.' }],
  },
  'customer.collectionCompany/bulk': {
    does: 'gives many overdue loans to one collection company',
    call: { data: { loanIds: [36, 88], collectionCompanyId: 1 } },
    readBack: async (w) => [(await historyOf(w, 36))[0]?.value ?? null, (await historyOf(w, 88))[0]?.value ?? null],
    check: (after) => {
      expect(after).toEqual([1, 1]);
    },
    refuses: [
      {
        call: { data: { loanIds: [36, 6], collectionCompanyId: 1 } },
        status: 422,
        message: 'Loan 6 is issued: only an overdue loan goes to a collection company.',
      },
      { call: { data: { loanIds: [], collectionCompanyId: 1 } }, status: 422, message: 'Choose at least one loan.' },
    ],
  },
  'customer.collectionCompany/history': {
    reads: 'the assignments of a loan, newest first, with who made them',
    call: async (w) => {
      await w.ok('customer.assignToCam', { data: { loanId: 107, staffId: COLLECTOR } });
      await w.ok('customer.collectionCompany/assign', { data: { loanId: 107, collectionCompanyId: 2 } });
      return { params: { loanId: 107 } };
    },
    check: ({ data }) => {
      expect(data.map((a) => [a.kind, a.value])).toEqual([
        ['collectionCompany', 2],
        ['cam', COLLECTOR],
      ]);
    },
  },
  'customer.assignToCam': {
    does: 'gives an overdue loan to a collection agent',
    call: { data: { loanId: 11, staffId: COLLECTOR } },
    readBack: (w) => historyOf(w, 11),
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toMatchObject({ kind: 'cam', value: COLLECTOR, customerId: 18 });
    },
    refuses: [
      { call: { data: { loanId: 11, staffId: 1 } }, status: 422, message: 'Staff member 1 is not a collection agent.' },
      {
        call: { data: { loanId: 6, staffId: COLLECTOR } },
        status: 422,
        message: 'Loan 6 is issued: only an overdue loan goes to a collection agent.',
      },
      { call: { data: { loanId: 11, staffId: COLLECTOR }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.unassignFromCam': {
    does: 'takes a loan back from its collection agent',
    call: async (w) => {
      await w.ok('customer.assignToCam', { data: { loanId: 12, staffId: COLLECTOR } });
      return { vars: { loanId: 12 }, data: {} };
    },
    readBack: (w) => historyOf(w, 12),
    check: (after) => {
      expect(after[0]).toMatchObject({ kind: 'cam', value: null });
    },
    refuses: [{ call: { vars: { loanId: 16 }, data: {} }, status: 422, message: 'Loan 16 has no collection agent.' }],
  },
  'customer.collectionCustomers': {
    reads: 'the customers in internal, external or legal collection',
    call: {},
    check: ({ data }) => {
      expect(data.map((c) => c.id)).toEqual(expect.arrayContaining([6, 7, 10, 18, 19, 22]));
      expect(data.every((c) => ['internalCollection', 'externalCollection', 'legal'].includes(c.status ?? ''))).toBe(true);
      expect(data.map((c) => c.id)).not.toContain(8);
    },
  },
  'customer.autoIC': {
    does: 'moves an approved customer with an overdue loan into internal collection',
    call: async (w) => {
      // Customer 80 has an overdue loan; set back to approved (with a reason, against the arrears rule) the run must catch them.
      await w.ok('customer.status.post', { data: { customerId: 80, status: 'approved', reason: 'Test of the run' } });
      return { data: { dryRun: false, customerIds: [80] } };
    },
    readBack: (w) => statusOf(w, 80),
    check: (after, before, answer) => {
      expect([before, after]).toEqual(['approved', 'internalCollection']);
      expect(answer.data).toMatchObject({ moved: 1, customers: [{ customerId: 80, loanId: 171 }] });
    },
    refuses: [
      { call: { data: { dryRun: false, customerIds: [99999] } }, status: 422, message: 'Customer 99999 does not exist.' },
      { call: { data: { dryRun: false }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.autoEC': {
    does: 'moves a customer long in internal collection to external collection',
    call: async (w) => {
      // A dry run first: it names the customer and moves nobody (the status read back before the real run).
      const dry = await w.ok('customer.autoEC', { data: { dryRun: true, customerIds: [6] } });
      expect(dry).toMatchObject({ dryRun: true, moved: 1, customers: [{ customerId: 6, loanId: 3 }] });
      return { data: { dryRun: false, customerIds: [6] } };
    },
    readBack: (w) => statusOf(w, 6),
    check: (after, before) => {
      expect([before, after]).toEqual(['internalCollection', 'externalCollection']);
    },
    refuses: [{ call: { data: { dryRun: false, customerIds: [6] }, as: 'reporter' }, status: 403, message: FORBIDDEN }],
  },
  'customer.autoLC': {
    does: 'moves a customer long in external collection to legal collection, with a notice before legal action',
    call: { data: { dryRun: false, customerIds: [7] } },
    readBack: async (w) => {
      // Before the run customer 7 is not in legal collection: the read refuses, there is nothing to list.
      const documents = await w.call('customer.legalDocuments', { params: { customerId: 7 } });
      return { status: await statusOf(w, 7), documents: documents.status === 200 ? documents.data.map((d) => d.title) : [] };
    },
    check: (after, before) => {
      expect(before).toEqual({ status: 'externalCollection', documents: [] });
      expect(after).toEqual({ status: 'legal', documents: ['Notice before legal action, loan 4'] });
    },
    refuses: [{ call: { data: { dryRun: false, customerIds: [7] }, as: 'reporter' }, status: 403, message: FORBIDDEN }],
  },
  'customer.legalDocuments': {
    reads: 'the legal documents of a customer in legal collection',
    call: { params: { customerId: 7 } },
    check: ({ data }) => {
      expect(data.map((d) => [d.type, d.customerId])).toEqual([['legal', 7]]);
      expect(data[0]).not.toHaveProperty('content');
    },
    refuses: [
      { call: { params: { customerId: 8 } }, status: 422, message: 'Customer 8 is not in legal collection and has no legal documents.' },
    ],
  },
};
