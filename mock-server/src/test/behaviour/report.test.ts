import { expect } from 'vitest';
import { behaviourOf, type Cases } from './harness.ts';

const window = { start: '2025-01-01T00:00:00.000Z', end: '2026-12-31T00:00:00.000Z' };

const cases: Cases<'report'> = {
  'report.login': {
    reads: 'a session for a report user: its token opens the loan report',
    call: { data: { emailAddress: 'reporter@pronto.test', password: 'pronto123', country: 'GB' } },
    check: async ({ data }, w) => {
      expect(data.user.role).toBe('reporter');
      expect((await w.call('report.ComprehensiveLoanReport', { as: { token: data.token }, data: window })).status).toBe(200);
      expect((await w.call('report.ComprehensiveLoanReport', { as: 'public', data: window })).status).toBe(401);
    },
    refuses: [
      {
        call: { data: { emailAddress: 'reporter@pronto.test', password: 'wrong', country: 'GB' } },
        status: 422,
        message: 'The e-mail address, password or country is not correct.',
      },
    ],
  },
  'report.ComprehensiveLoanReport': {
    reads: 'the loans issued in the window, each with its customer, and a summary row per period',
    call: { as: 'reporter', data: window },
    check: ({ data: [report] }) => {
      expect(report?.loans.length).toBeGreaterThan(0);
      for (const loan of report?.loans ?? []) expect(loan.issueDate >= '2025-01-01').toBe(true);
      expect(report?.summaryReport.length).toBeGreaterThan(0);
    },
  },
};

behaviourOf('report', cases);
