import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { bool } from '../../validate.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { renderTemplate, type DocumentRow } from './documents.ts';
import { anyLoan, loanView, ownLoan } from './loans.ts';

/** The agreement: its text (customer and staff), the accepted copy as a file, and its acceptance. */
export function registerAgreementRoutes(routes: Routes, ctx: Context): void {
  /** The agreement and pre-contract text of a loan that has one (the customer's and the staff call). */
  const agreementOf = (loan: Parameters<typeof renderTemplate>[2], customer: Parameters<typeof renderTemplate>[3]) => {
    if (loan.status === 'requested' || loan.status === 'declined' || loan.status === 'cancelled')
      throw invalid('This loan has no agreement.');
    return {
      loanId: loan.id,
      preContract: renderTemplate(ctx, 'PRE_CONTRACT_INFORMATION', loan, customer),
      agreement: renderTemplate(ctx, 'LOAN_AGREEMENT', loan, customer),
      acceptedAt: loan.agreementAcceptedAt ?? null,
    };
  };

  routes.id('loan.loanagreement', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.query.loanId);
    return agreementOf(loan, customer);
  });

  // The staff version: any loan by id, the same text.
  routes.id('loan.staff/loanagreement', (call) => {
    const loan = anyLoan(ctx, call.query.loanId);
    const customer = ctx.customerById(loan.customerId);
    if (!customer) throw invalid('This loan has no customer.');
    return agreementOf(loan, customer);
  });

  // The accepted agreement as a file (text: the mock makes no PDFs).
  routes.id('loan.loanAgreementAsPdf', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.query.loanId);
    const doc = (ctx.rows('documents') as DocumentRow[]).find(
      (d) => d.loanId === loan.id && d.customerId === customer.id && d.type === 'loanAgreement',
    );
    if (!doc) throw invalid('The agreement of this loan has not been accepted yet.');
    return { fileName: String(doc.fileName ?? `loan_agreement-${loan.id}.txt`), contentType: 'text/plain', content: doc.content ?? '' };
  });

  routes.id('loan.account/agreement', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.body.loanId);
    if (bool(call.body, 'accepted') !== true) throw invalid('Please accept the agreement to continue.');
    if (loan.status !== 'approved') throw invalid('This loan is not waiting for an agreement.');
    if (!loan.agreementAcceptedAt) {
      loan.agreementAcceptedAt = ctx.nowIso();
      for (const name of ['PRE_CONTRACT_INFORMATION', 'LOAN_AGREEMENT']) {
        const doc = renderTemplate(ctx, name, loan, customer);
        ctx.insert('documents', {
          customerId: customer.id,
          loanId: loan.id,
          type: name === 'LOAN_AGREEMENT' ? 'loanAgreement' : 'preContractInformation',
          title: doc.subject,
          fileName: `${name.toLowerCase()}-${loan.id}.txt`,
          content: doc.body,
          createdAt: ctx.nowIso(),
        });
      }
      ctx.changed();
    }
    return loanView(ctx, loan);
  });
}
