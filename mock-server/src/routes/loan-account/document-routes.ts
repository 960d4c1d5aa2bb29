import type { Context } from '../../context.ts';
import { ApiError } from '../../http.ts';
import { id } from '../../validate.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { isSigned, signedCopies, signedCopy, statement, type DocumentRow, type SignedType } from './documents.ts';
import { OPEN, ownLoan } from './loans.ts';

/** The customer's documents: the stored ones and the statement of the day. */
export function registerDocumentRoutes(routes: Routes, ctx: Context): void {
  routes.id('communication.account/documentList', (call) => {
    const customer = requireCustomer(call);
    const loan = ownLoan(ctx, customer, call.query.loanId);
    const rows = (ctx.rows('documents') as DocumentRow[]).filter((d) => d.customerId === customer.id && d.loanId === loan.id);
    const stored = [...rows, ...signedCopies(ctx, loan, customer, rows)].map(({ content: _c, ...d }) => d);
    const { content: _content, ...current } = statement(ctx, loan);
    return OPEN.includes(loan.status) || loan.status === 'repaid' ? [...stored, current] : stored;
  });

  routes.id('communication.account/document', (call) => {
    const customer = requireCustomer(call);
    const key = String(call.query.id ?? '');
    const statementOf = /^statement-(\d+)$/.exec(key);
    if (statementOf) return statement(ctx, ownLoan(ctx, customer, statementOf[1]));
    const signedOf = /^(loanAgreement|preContractInformation)-(\d+)$/.exec(key);
    if (signedOf) {
      const loan = ownLoan(ctx, customer, signedOf[2]);
      if (!isSigned(loan)) throw new ApiError(404, 'Document not found.');
      return signedCopy(ctx, loan, customer, signedOf[1] as SignedType);
    }
    const doc = (ctx.rows('documents') as DocumentRow[]).find((d) => d.id === id(key, 'id') && d.customerId === customer.id);
    if (!doc) throw new ApiError(404, 'Document not found.');
    return doc;
  });
}
