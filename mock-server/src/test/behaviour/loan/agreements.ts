import { expect } from 'vitest';
import type { StaffLoan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import type { Cases, World } from '../harness.ts';
import { addDays, as, loanOf, newLoan, once, round2, runningLoan, settlement, standing, take, today } from './helpers.ts';

/* The agreement, the withdrawal notice and the certificates: each is sent or kept where the console
 * reads it (the e-mail history, the customer's documents), with the loan's own figures. */

interface Mail {
  id: number;
  subject: string;
  type: string;
  text: string;
}
interface Doc {
  id: number;
  loanId?: number;
  contentType: string;
}

const mailsOf = async (w: World, customerId: number) => as<Mail[]>(await w.ok('communication.email/history', { params: { customerId } }));
const docsOf = async (w: World, customerId: number, type: string) =>
  (await w.ok('communication.documentList', { as: 'agent', params: { customerId, type } })).items as unknown as Doc[];
const sentOf = async (w: World, loanId: number) =>
  as<{ loanId: number; sent: boolean; accepted: boolean; acceptedAt?: string; emailId?: number }>(
    await w.ok('loan.agreementSent', { as: 'agent', params: { loanId } }),
  );

const approvedLoan = once((w: World) => newLoan(w, 200));
const issuedLoan = once(runningLoan);
const recentLoan = once((w: World) =>
  take(w, { status: 'issued', country: 'GB' }, (l) => l.issueDate >= addDays(today(), -10), 'loan issued in the last 10 days'),
);
const overdueLoan = once((w: World) => take(w, { status: 'overdue', country: 'GB' }, () => true, 'overdue GB loan'));
const repaidLoan = once((w: World) => take(w, { status: 'repaid', country: 'GB' }, (l) => standing(l).length > 0, 'repaid GB loan'));

/** Whether the loan's customer had a loan issued before it (a repeat borrower). */
async function issuedEarlier(w: World, loan: StaffLoan): Promise<boolean> {
  const theirs = as<StaffLoan[]>(await w.ok('loan.loans', { as: 'agent', data: { customerId: loan.customerId } }));
  return theirs.some(
    (o) => o.id !== loan.id && ['repaid', 'closed', 'issued', 'overdue'].includes(o.status) && o.issueDate < loan.issueDate,
  );
}

export const agreements: Cases<'loan'> = {
  'loan.agreement': {
    does: 'e-mails the agreement to the customer; the loan then reads as sent',
    call: async (w) => ({ as: 'agent', data: { loanId: (await approvedLoan(w)).id } }),
    readBack: async (w, opts) => {
      const loan = await loanOf(w, (opts.data as { loanId: number }).loanId);
      return { sent: await sentOf(w, loan.id), mails: await mailsOf(w, loan.customerId) };
    },
    check: (after: { sent: { sent: boolean; emailId?: number }; mails: Mail[] }, before: { sent: { sent: boolean } }, answer) => {
      const emailId = as<{ emailId: number }>(answer.data).emailId;
      expect(before.sent.sent).toBe(false);
      expect(after.sent).toMatchObject({ sent: true, emailId, accepted: false });
      expect(after.mails[0]).toMatchObject({
        id: emailId,
        subject: 'Fixed-sum loan agreement regulated by the Consumer Credit Act 1974',
        type: 'loanAgreement',
      });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'reporter', data: { loanId: (await approvedLoan(w)).id } }),
        status: 403,
        message: 'You are not allowed to do this.',
      },
    ],
  },

  'loan.agreementAsType': {
    reads: 'the agreement as HTML, with the customer named',
    call: async (w) => ({ as: 'agent', data: { loanId: (await issuedLoan(w)).id, format: 'html' } }),
    check: async ({ data }, w) => {
      const loan = await issuedLoan(w);
      const html = as<{ contentType: string; fileName: string; content: string }>(data);
      expect(html).toMatchObject({ contentType: 'text/html', fileName: `loan-agreement-${loan.id}.html` });
      expect(html.content).toContain('<h1>Fixed-sum loan agreement regulated by the Consumer Credit Act 1974</h1>');
      const customer = await w.ok('customer.customer', { as: 'agent', params: { customerId: loan.customerId } });
      expect(html.content).toContain(`${(customer as { firstName: string }).firstName} ${(customer as { lastName: string }).lastName}`);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await issuedLoan(w)).id, format: 'doc' } }),
        status: 422,
        message: 'format must be pdf or html.',
      },
    ],
  },

  'loan.agreementSent': {
    reads: 'a seeded issued loan: its agreement accepted on the issue date, not e-mailed',
    call: async (w) => ({ as: 'agent', params: { loanId: (await issuedLoan(w)).id } }),
    check: async ({ data }, w) => {
      expect(data).toMatchObject({ sent: false, accepted: true, acceptedAt: (await issuedLoan(w)).issueDate });
    },
  },

  'loan.staff/loanagreement': {
    reads: 'the agreement texts of any loan, with its amount',
    call: async (w) => ({ as: 'agent', params: { loanId: (await issuedLoan(w)).id } }),
    check: async ({ data }, w) => {
      const loan = await issuedLoan(w);
      expect(data.agreement.body).toContain(formatMoney(loan.amount, 'GB'));
    },
  },

  'loan.assignAgreementAfterForRtb': {
    does: "stores a repeat borrower's agreement after issue: accepted today and kept in the documents",
    call: async (w) => {
      const loan = await take(w, { status: 'issued' }, (l) => issuedEarlier(w, l), 'repeat borrower loan');
      return { as: 'agent', data: { loanId: loan.id, reason: 'Repeat loan paid out first' } };
    },
    readBack: async (w, opts) => sentOf(w, (opts.data as { loanId: number }).loanId),
    check: (after: { acceptedAt?: string }) => {
      expect(after.acceptedAt?.slice(0, 10)).toBe(today());
    },
    refuses: [
      {
        call: async (w) => {
          const loan = await take(w, { status: 'issued' }, async (l) => !(await issuedEarlier(w, l)), 'first loan');
          return { as: 'agent', data: { loanId: loan.id, reason: 'x' } };
        },
        status: 422,
        message: /^Loan \d+ is customer \d+'s first loan: a first loan's agreement comes before issue\.$/,
      },
    ],
  },

  'loan.desistContractCommunication': {
    does: 'e-mails a withdrawing customer what to repay (the amount borrowed and the interest to today)',
    call: async (w) => ({ as: 'agent', data: { loanId: (await recentLoan(w)).id, reason: 'Customer withdrew' } }),
    readBack: async (w) => mailsOf(w, (await recentLoan(w)).customerId),
    check: async (after: Mail[], _b, answer, w) => {
      const owed = await settlement(w, (await recentLoan(w)).id);
      expect(after[0]).toMatchObject({
        id: as<{ emailId: number }>(answer.data).emailId,
        type: 'desistNotice',
        subject: 'Withdrawal from your loan',
      });
      expect(after[0]!.text).toContain(`Please repay ${formatMoney(owed, 'GB')} (the amount borrowed and the interest to today)`);
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await recentLoan(w)).id } }),
        status: 422,
        message: 'Please give a reason for this action.',
      },
    ],
  },

  'loan.certificate/debt': {
    does: "makes a debt certificate with what settles the loan today and keeps it in the customer's documents",
    call: async (w) => ({ as: 'agent', data: { loanId: (await overdueLoan(w)).id } }),
    readBack: async (w) => docsOf(w, (await overdueLoan(w)).customerId, 'debtCertificate'),
    check: async (after: Doc[], _b, answer, w) => {
      const debt = as<{ owed: number; overdue: number; documentId: number; text: string }>(answer.data);
      expect(debt.owed).toBe(await settlement(w, (await overdueLoan(w)).id));
      expect(debt.overdue).toBeGreaterThan(0);
      expect(debt.text).toContain(`As of today the customer owes ${formatMoney(debt.owed, 'GB')}`);
      expect(after[0]).toMatchObject({ id: debt.documentId, loanId: (await overdueLoan(w)).id, contentType: 'application/pdf' });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await repaidLoan(w)).id } }),
        status: 422,
        message: /^Loan \d+ is repaid: only an issued or overdue loan has a debt \(issue a paid-off certificate\)\.$/,
      },
    ],
  },

  'loan.certificate/paidOff': {
    does: 'makes a paid-off certificate with what was paid and when, kept in the documents',
    call: async (w) => ({ as: 'agent', data: { loanId: (await repaidLoan(w)).id } }),
    readBack: async (w) => docsOf(w, (await repaidLoan(w)).customerId, 'paidOffCertificate'),
    check: async (after: Doc[], _b, answer, w) => {
      const paid = standing(await loanOf(w, (await repaidLoan(w)).id));
      expect(answer.data).toMatchObject({
        paid: round2(paid.reduce((s, p) => s + p.amount, 0)),
        paidOffOn: paid
          .map((p) => p.date)
          .sort()
          .at(-1),
      });
      expect(after[0]).toMatchObject({ id: as<{ documentId: number }>(answer.data).documentId, contentType: 'application/pdf' });
    },
    refuses: [
      {
        call: async (w) => ({ as: 'agent', data: { loanId: (await overdueLoan(w)).id } }),
        status: 422,
        message: /^Loan \d+ is overdue and owes £[\d,.]+: only a repaid loan has a paid-off certificate\.$/,
      },
    ],
  },

  'loan.certificate/balance': {
    does: "makes a balance certificate of all a customer's running loans, kept in the documents",
    call: async (w) => ({ as: 'agent', data: { customerId: (await overdueLoan(w)).customerId } }),
    readBack: async (w) => docsOf(w, (await overdueLoan(w)).customerId, 'balanceCertificate'),
    check: async (after: Doc[], _b, answer, w) => {
      const customerId = (await overdueLoan(w)).customerId;
      const running = as<{ summary: { settlementToday: number } }[]>(
        await w.ok('loan.loans', { as: 'agent', data: { customerId, status: ['issued', 'overdue'] } }),
      );
      const balance = as<{ owed: number; documentId: number }>(answer.data);
      expect(balance.owed).toBe(round2(running.reduce((s, l) => s + l.summary.settlementToday, 0)));
      expect(after[0]!.id).toBe(balance.documentId);
    },
    refuses: [{ call: { as: 'agent', data: { customerId: 999999 } }, status: 422, message: 'Customer 999999 does not exist.' }],
  },
};
