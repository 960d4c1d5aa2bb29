import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { bool } from '../../validate.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { agreementOf, storeAgreement, type DocumentRow } from './documents.ts';
import { anyLoan, loanView, ownLoan } from './loans.ts';

/** The agreement: its text (customer and staff), the accepted copy as a file, and its acceptance. */
export function registerAgreementRoutes(routes: Routes, ctx: Context): void {
  routes.id('loan.loanagreement', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.query.loanId);
    return agreementOf(ctx, loan, customer);
  });

  // The staff version: any loan by id, the same text.
  routes.id('loan.staff/loanagreement', (call) => {
    const loan = anyLoan(ctx, call.query.loanId);
    const customer = ctx.customerById(loan.customerId);
    if (!customer) throw invalid('This loan has no customer.');
    return agreementOf(ctx, loan, customer);
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
    if (!loan.agreementAcceptedAt) storeAgreement(ctx, loan, customer);
    return loanView(ctx, loan);
  });
}
