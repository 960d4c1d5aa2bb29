import { expect } from 'vitest';
import type { Cases } from '../harness.ts';
import { FORBIDDEN, row, rows } from './common.ts';

/** Customer and registration reports, and the dEngage contact syncs. */
export const reportCases: Cases<'customer'> = {
  'customer.report/customers': {
    reads: 'how many customers registered in a period, by country and status, figures only',
    call: async (w) => {
      const day = (await w.ok('customer.customer', { params: { customerId: 1 } })).createdAt.slice(0, 10);
      return { data: { from: day, to: day }, as: 'reporter' };
    },
    check: async ({ data }, w) => {
      const report = row(data);
      const byCountry = row(report.byCountry);
      expect(report.count).toBe(Number(byCountry.GB) + Number(byCountry.ES));
      expect(report.count).toBeGreaterThan(0);
      expect(JSON.stringify(report)).not.toContain('@');
      expect((await w.call('customer.report/customers', { data: { from: '2026-01-01', to: '2026-01-02' }, as: 'agent' })).status).toBe(403);
    },
    refuses: [
      { call: { data: { from: '2026-02-01', to: '2026-01-01' }, as: 'reporter' }, status: 422, message: 'from must be on or before to.' },
    ],
  },
  'customer.report/registrations': {
    reads: 'the registrations of a period through the funnel, in order',
    call: async (w) => {
      const day = (await w.ok('customer.customer', { params: { customerId: 13 } })).createdAt.slice(0, 10);
      return { data: { from: day, to: day, country: 'ES' }, as: 'reporter' };
    },
    check: ({ data }) => {
      const steps = rows(row(data).steps);
      expect(steps.map((s) => s.step)).toEqual(['started', 'pinConfirmed', 'detailsCompleted', 'borrowed', 'declined']);
      expect(steps[0]).toMatchObject({ percentOfStarted: 100 });
      expect(Number(steps[0]?.count)).toBeGreaterThan(0);
    },
    refuses: [
      {
        call: { data: { from: '2026-01-01', to: '2026-01-02', country: 'FR' }, as: 'reporter' },
        status: 422,
        message: 'country must be GB or ES.',
      },
    ],
  },
  'customer.dengage/syncJobs': {
    reads: 'the nightly contact syncs the system ran',
    call: {},
    check: ({ data }) => {
      expect(rows(data).map((j) => j.requestedBy)).toEqual(['system', 'system']);
    },
  },
  'customer.dengage/sync': {
    does: 'runs a contact sync of one market, with a reason',
    call: { data: { country: 'GB', reason: 'New campaign' } },
    readBack: async (w) => rows(await w.ok('customer.dengage/syncJobs')),
    check: (after, before, answer) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after[0]).toEqual(answer.data);
      expect(after[0]).toMatchObject({ countries: ['GB'], status: 'completed', requestedBy: 'admin@pronto.test', reason: 'New campaign' });
    },
    refuses: [
      { call: { data: { country: 'FR' } }, status: 422, message: 'country must be GB or ES.' },
      { call: { data: {}, as: 'agent' }, status: 403, message: FORBIDDEN },
    ],
  },
};
