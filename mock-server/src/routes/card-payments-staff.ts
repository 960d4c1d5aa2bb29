import { randomBytes } from 'node:crypto';
import type { CardTransaction } from '@pronto/api';
import { getCountry } from '@pronto/countries';
import { round2 } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { num, optStr } from '../validate.ts';
import { expiryPassed, marketProvider } from './card-vault.ts';
import type { Routes } from './define.ts';
import { CARD_EXPIRED, luhn, numberFails, type CardRow } from './loan-account/cards.ts';
import { OPEN, sync, type AccountLoan } from './loan-account/loans.ts';
import { chargeCard } from './loan-account/payments.ts';
import { cancelTransaction } from './payment-reversal.ts';
import { customerOr422, idFrom, loanOr422, rowOr422, staffName } from './staff-helpers.ts';

/* Staff charges on a stored card (a sale, a sale through GkPay, a payment taken by phone through the IVR),
 * booked on the loan like any card payment; cancelling a transaction; a test sale in the provider's sandbox. */

/** The provider's sandbox card a test sale uses unless another is given (Luhn-valid, always accepted). */
export const SANDBOX_CARD = '4111111111111111';

/** A provider reference for a transaction (what the provider's reports and callbacks name it by). */
export const newReference = () => randomBytes(16).toString('hex');

/** A charge in fractions of a penny or cent. */
const WHOLE_UNITS = 'amount must be in whole pence or cents.';

export function registerCardPaymentStaffRoutes(routes: Routes, ctx: Context): void {
  /** The card of the call, one that may be charged; a customerId given too must be the card's customer. */
  const chargeableCard = (call: Call): CardRow => {
    const card = rowOr422(ctx, 'cards', idFrom(call, 'cardId'), 'Card') as CardRow;
    if (call.body.customerId !== undefined && call.body.customerId !== null && call.body.customerId !== '') {
      const customerId = idFrom(call, 'customerId');
      if (card.customerId !== customerId) throw invalid(`Card ${card.id} is not a card of customer ${customerId}.`);
    }
    if (card.deleted || card.status === 'deleted') throw invalid(`Card ${card.id} is deleted.`);
    if (card.status === 'unlinked') throw invalid(`Card ${card.id} is unlinked: the customer withdrew the authority to charge it.`);
    if (expiryPassed(String(card.expiry), ctx.now())) throw invalid(CARD_EXPIRED);
    return card;
  };

  /** The loan the charge pays: the one named (the card's customer's), else the customer's only open loan. */
  const loanToPay = (call: Call, card: CardRow, required: boolean): AccountLoan => {
    const given = call.body.loanId !== undefined && call.body.loanId !== null && call.body.loanId !== '';
    if (given || required) {
      const loan = loanOr422(ctx, idFrom(call, 'loanId'));
      if (loan.customerId !== card.customerId) throw invalid(`Loan ${loan.id} is not a loan of the card's customer.`);
      return sync(ctx, loan);
    }
    const customer = customerOr422(ctx, card.customerId);
    const open = (ctx.db.loans as AccountLoan[]).filter((l) => l.customerId === customer.id && OPEN.includes(sync(ctx, l).status));
    if (open.length === 0) throw invalid(`Customer ${customer.id} has no open loan to pay.`);
    if (open.length > 1) throw invalid(`Customer ${customer.id} has ${open.length} open loans: give loanId.`);
    return open[0] as AccountLoan;
  };

  const sale = (channel: 'staff' | 'gkpay' | 'ivr') => (call: Call) => {
    const card = chargeableCard(call);
    const amount = num(call.body, 'amount');
    // A card is charged in whole pence or cents: 1.234 is refused, not quietly charged as 1.23.
    if (round2(amount) !== amount) throw invalid(WHOLE_UNITS);
    const loan = loanToPay(call, card, channel === 'ivr');
    const provider = channel === 'gkpay' ? 'gkpay' : card.provider;
    return chargeCard(ctx, loan, card, amount, 'card', { channel, provider, reference: newReference(), createdBy: staffName(call) })
      .transaction;
  };
  routes.id('card.sale', sale('staff'));
  routes.id('card.saleOnGkPay', sale('gkpay'));
  routes.id('card.ivr', sale('ivr'));

  routes.id('card.transaction/cancel', (call) => {
    const card = rowOr422(ctx, 'cards', idFrom(call, 'cardId'), 'Card');
    const transactionId = idFrom(call, 'transactionId');
    const tx = rowOr422<CardTransaction>(ctx, 'cardTransactions', transactionId, 'Transaction');
    if (tx.cardId !== card.id) throw invalid(`Transaction ${tx.id} is not a transaction of card ${card.id}.`);
    return cancelTransaction(ctx, tx, staffName(call));
  });

  // A sale in the provider's sandbox, to check the connection: no customer, no loan; recorded as a test.
  routes.id('card.test/sale', (call) => {
    const amount = num(call.body, 'amount');
    if (!(amount > 0) || round2(amount) !== amount) throw invalid('amount must be more than 0, in whole pence or cents.');
    const digits = (optStr(call.body, 'cardNumber') ?? SANDBOX_CARD).replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) throw invalid('cardNumber must be a valid test card number.');
    const country = call.caller.kind === 'staff' ? call.caller.staff.country : 'GB';
    return ctx.insert<Omit<CardTransaction, 'id'>>('cardTransactions', {
      cardId: null,
      customerId: null,
      loanId: null,
      amount,
      currency: getCountry(country).currency.code,
      type: 'test',
      status: numberFails(digits) ? 'failed' : 'success',
      provider: marketProvider(country),
      environment: 'sandbox',
      maskedPan: `**** **** **** ${digits.slice(-4)}`,
      reference: newReference(),
      createdBy: staffName(call),
      createdAt: ctx.nowIso(),
    });
  });
}
