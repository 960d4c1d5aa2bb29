import { expect } from 'vitest';
import type { CustomerDetails } from '@pronto/api';
import type { Cases } from '../harness.ts';
import { LOGIN_MESSAGES } from '@pronto/domain';
import { FORBIDDEN, row, rows, signedIn, staffCustomer } from './common.ts';

/** The customer record: read, search, edit by staff and by the customer, and what the record keeps of its edits. */
export const recordCases: Cases<'customer'> = {
  'customer.customer': {
    reads: 'a customer by id: the seed’s customer 8 with their phone and current status',
    call: { params: { customerId: 8 } },
    check: ({ data }) => {
      expect(data).toMatchObject({ id: 8, firstName: 'Lennie', lastName: 'Koch', mobilePhone: '07100000008', country: 'GB' });
      expect(row(data).status).toBe('approved');
      expect(data).not.toHaveProperty('pin');
    },
    // A customer reads their own record through account/customer, never another's by id.
    refuses: [{ call: { params: { customerId: 9 }, as: 'customer' }, status: 403, message: FORBIDDEN }],
  },
  'customer.customer.put': {
    does: 'changes the fields staff edit, and the record’s version',
    call: { data: { customerId: 12, position: 'Head chef', monthlyIncome: 2100 } },
    readBack: (w) => staffCustomer(w, 12),
    check: (after, before) => {
      expect(after).toMatchObject({ position: 'Head chef', monthlyIncome: 2100, firstName: before.firstName });
      expect(after.version).toBe((before.version ?? 0) + 1);
    },
    refuses: [
      { call: { data: { customerId: 12, group: 'Platinum' } }, status: 422, message: 'Unknown customer group "Platinum".' },
      { call: { data: { customerId: 12, position: 'Clerk' }, as: 'reporter' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.search': {
    reads: 'customers by name and by filter, with the total',
    call: { data: { q: 'koch', page: 1, perPage: 25 } },
    check: async ({ data }, w) => {
      expect(data.total).toBe(1);
      expect(data.items.map((c) => [c.id, c.lastName])).toEqual([[8, 'Koch']]);
      const legal = await w.ok('customer.search', { data: { filter: { status: 'legal', country: 'ES' }, page: 1, perPage: 25 } });
      expect(legal.items.map((c) => c.id)).toEqual([22]);
    },
  },
  'customer.searchBySP': {
    reads: 'the same search through the stored procedure',
    call: { data: { q: '07100000010' } },
    check: ({ data }) => {
      const found = row(data);
      expect(found.total).toBe(1);
      expect(rows(found.items).map((c) => [c.id, c.firstName])).toEqual([[10, 'Werner']]);
    },
  },
  'customer.searchForExportCSV': {
    reads: 'the search as CSV: a header and one line per customer found',
    call: { data: { q: 'koch', page: 1, perPage: 25 } },
    check: ({ data }) => {
      const lines = data.trim().split('\n');
      expect(lines[0]).toBe('id,firstName,lastName,country,mobilePhone,emailAddress,status,createdAt');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/^8,Lennie,Koch,GB,07100000008,.*,approved,/);
    },
  },
  'customer.staff/audit': {
    reads: 'the audit trail of a customer, newest first, with the reason given',
    call: async (w) => {
      await w.ok('customer.UpsertCustomerRiskScore', { data: { customerId: 30, score: 420, reason: 'Checked payslips' } });
      return { params: { customerId: 30 } };
    },
    check: ({ data }) => {
      expect(data[0]).toMatchObject({
        callId: 'customer.UpsertCustomerRiskScore',
        reason: 'Checked payslips',
        staffEmail: 'admin@pronto.test',
      });
    },
  },
  'customer.account/customer': {
    reads: 'the signed-in customer’s own details',
    call: {},
    check: ({ data }) => {
      expect(data).toMatchObject({ id: 8, firstName: 'Lennie', lastName: 'Koch' });
    },
    refuses: [{ call: { as: 'admin' }, status: 403, message: FORBIDDEN }],
  },
  'customer.account/customer.put': {
    does: 'changes the customer’s own position and income',
    call: { data: { position: 'Shift manager', monthlyIncome: 2600 } },
    // Read back as the caller when the case signs a customer in itself, else as customer 8.
    readBack: (w, opts) => w.ok('customer.account/customer', { as: typeof opts.as === 'object' ? opts.as : 'customer' }),
    check: (after) => {
      expect(after).toMatchObject({ position: 'Shift manager', monthlyIncome: 2600 });
    },
    refuses: [
      {
        call: { data: { emailAddress: 'lennie.new@example.com', monthlyIncome: 50 } },
        status: 422,
        message: 'Monthly income must be between 100 and 100000.',
      },
      { call: { data: { position: 'Clerk' }, as: 'admin' }, status: 403, message: FORBIDDEN },
      // A declined account only reads (customer-site.md §8): customer 11 is declined.
      {
        call: async (w) => ({ data: { position: 'Clerk' }, as: await signedIn(w, '07100000011') }),
        status: 403,
        message: LOGIN_MESSAGES.declined.replace('{email}', 'help@pronto.test'),
      },
    ],
  },
  'customer.account/address': {
    does: 'replaces the customer’s own home address',
    call: { data: { postCode: 'LS1 4AP', houseNumber: '3', street: 'Park Row', town: 'Leeds' } },
    readBack: (w) => w.ok('customer.account/customer'),
    check: (after: CustomerDetails) => {
      expect(after.customerAddress.find((a) => a.addressType === 'home')).toMatchObject({
        postCode: 'LS1 4AP',
        street: 'Park Row',
        town: 'Leeds',
      });
    },
    refuses: [
      {
        call: { data: { postCode: '123', houseNumber: '3', street: 'Park Row', town: 'Leeds' } },
        status: 422,
        message: 'Please enter a valid UK postcode.',
      },
    ],
  },
  'customer.verifyEmailByStaff': {
    does: 'marks the customer’s work e-mail verified',
    call: { data: { customerId: 39 } },
    readBack: (w) => staffCustomer(w, 39),
    check: (after) => {
      expect(after.emailVerified).toBe(true);
    },
    refuses: [
      { call: { data: { customerId: 99999 } }, status: 422, message: 'Customer 99999 does not exist.' },
      { call: { data: { customerId: 8 } }, status: 422, message: "Customer 8's e-mail is already verified." },
      { call: { data: { customerId: 39 }, as: 'customer' }, status: 403, message: FORBIDDEN },
    ],
  },
  'customer.trackingChanges': {
    reads: 'each field staff changed, before and after, newest first',
    call: async (w) => {
      await w.ok('customer.customer.put', { data: { customerId: 46, position: 'Driver' } });
      return { params: { customerId: 46 } };
    },
    check: ({ data }) => {
      expect(rows(data)[0]).toMatchObject({ field: 'position', after: 'Driver', by: 'admin@pronto.test', callId: 'customer.customer.put' });
    },
  },
  'customer.operations': {
    reads: 'what was done on a customer, newest first, down to the seeded status path',
    call: async (w) => {
      await w.ok('customer.subStatus', { data: { customerId: 77, subStatus: 'identityCheck' } });
      return { params: { customerId: 77 } };
    },
    check: ({ data }) => {
      const done = rows(data);
      expect(done[0]).toMatchObject({ callId: 'customer.subStatus', by: 'admin@pronto.test' });
      expect(done.at(-1)).toMatchObject({ callId: 'status', changes: [{ field: 'status', before: null, after: 'new' }] });
    },
  },
  'customer.autoComments': {
    reads: 'the comments the system wrote: one for each loan it issued',
    call: { params: { customerId: 7 } },
    check: ({ data }) => {
      expect(rows(data).map((c) => c.text)).toContain('Loan 4 issued.');
    },
  },
};
