import { randomBytes } from 'node:crypto';
import type { CardTransaction } from '@pronto/api';
import { getCountry } from '@pronto/countries';
import { settlementAmount } from '@pronto/domain';
import type { Context } from '../context.ts';
import { ApiError, AUTH_ERROR, invalid, type Call } from '../http.ts';
import { bool } from '../validate.ts';
import { addCard, hasUsableCard, storeToken, type TokenisedCard } from './card-vault.ts';
import { validateCard } from './card-validation.ts';
import { cardTransaction, type CardRow } from './loan-account/cards.ts';
import { due, ownLoan, sync, toDay, type AccountLoan } from './loan-account/loans.ts';
import { chargeCard, checkPayable, loanByToken, payAmount, receivePayment } from './loan-account/payments.ts';
import { cancelTransaction, reversePayment } from './payment-reversal.ts';
import type { SigningProvider } from './provider-signature.ts';

/*
 * Online payments the customer makes at a provider (the lender's side of them): a card payment with 3-D
 * Secure (the card entered in the provider's iframe when it is a new one) or a Bizum payment. Each is a
 * session with a reference only the mock issues; the provider's signed callbacks move it on, once:
 *
 *   card:  cardEntry -> challenge -> authorised (3DS passed) -> completed | failed -> refunded
 *   bizum: pending -> completed | failed -> refunded
 *
 * The money lands on the loan when the provider confirms it (never on the browser's return).
 */

export const SESSIONS = 'paymentSessions';
export const UNKNOWN_REFERENCE = 'Unknown payment reference.';
export const DECLINED = 'The card issuer declined the payment.';

export type SessionStatus = 'cardEntry' | 'challenge' | 'authorised' | 'pending' | 'completed' | 'failed' | 'refunded';
export type ProviderOutcome = 'approved' | 'declined';

export interface PaymentSession {
  id: number;
  reference: string;
  method: 'card' | 'bizum';
  provider: SigningProvider;
  customerId: number;
  loanId: number;
  cardId: number | null;
  amount: number;
  currency: string;
  status: SessionStatus;
  threeDS: 'pending' | 'authenticated' | 'failed' | null;
  providerOutcome: ProviderOutcome | null;
  failure: string | null;
  transactionId: number | null;
  paymentId: number | null;
  fingerprint: string | null;
  settledAt: string | null;
  refundedAt: string | null;
  events: { event: string; at: string }[];
  createdAt: string;
  updatedAt: string;
}

const sessions = (ctx: Context) => ctx.rows(SESSIONS) as unknown as PaymentSession[];

/** The session of a reference; anything else (malformed, unknown) is the same 422, so nothing is told about others. */
export function sessionOf(ctx: Context, reference: unknown): PaymentSession {
  const known =
    typeof reference === 'string' && /^[0-9a-f]{32}$/.test(reference) ? sessions(ctx).find((s) => s.reference === reference) : undefined;
  if (!known) throw invalid(UNKNOWN_REFERENCE);
  return known;
}

/** What a browser or a provider may see of a payment: no customer, no card, no loan. */
export function sessionView(s: PaymentSession) {
  return {
    reference: s.reference,
    method: s.method,
    provider: s.provider,
    status: s.status,
    amount: s.amount,
    currency: s.currency,
    threeDS: s.threeDS,
    failure: s.failure,
  };
}

/** The payer's loan: the signed-in customer's own (loanId), or the loan of a payment link (paymentToken). */
export function payerLoan(ctx: Context, call: Call): AccountLoan {
  const token = call.body.paymentToken;
  if (token !== undefined) return loanByToken(ctx, typeof token === 'string' ? token : undefined);
  if (call.caller.kind === 'customer') return ownLoan(ctx, call.caller.customer, call.body.loanId);
  throw new ApiError(401, AUTH_ERROR);
}

/** The amount asked: `amount`, the settlement with `full`, else the next instalment (capped at the settlement). */
export function amountAsked(ctx: Context, call: Call, loan: AccountLoan): number {
  if (call.body.amount !== undefined || bool(call.body, 'full')) return payAmount(call.body, loan, ctx);
  const next = loan.installments.find((i) => i.status !== 'paid');
  if (!next) throw invalid('This loan has nothing to pay.');
  return Math.min(due(next), settlementAmount(loan, toDay(ctx)));
}

/** Opens a payment session for the loan: a card one waits for the card or 3DS, a Bizum one for Bizum. */
export function startSession(
  ctx: Context,
  loan: AccountLoan,
  method: 'card' | 'bizum',
  provider: SigningProvider,
  card: CardRow | null,
  amount: number,
): PaymentSession {
  const now = ctx.nowIso();
  const session: Omit<PaymentSession, 'id'> = {
    reference: randomBytes(16).toString('hex'),
    method,
    provider,
    customerId: loan.customerId,
    loanId: loan.id,
    cardId: card?.id ?? null,
    amount: checkPayable(ctx, loan, amount),
    currency: getCountry(loan.country).currency.code,
    status: method === 'bizum' ? 'pending' : card ? 'challenge' : 'cardEntry',
    threeDS: method === 'card' ? 'pending' : null,
    providerOutcome: null,
    failure: null,
    transactionId: null,
    paymentId: null,
    fingerprint: null,
    settledAt: null,
    refundedAt: null,
    events: [{ event: 'started', at: now }],
    createdAt: now,
    updatedAt: now,
  };
  return ctx.insert(SESSIONS, session);
}

function record(ctx: Context, s: PaymentSession, event: string): PaymentSession {
  const at = ctx.nowIso();
  s.events = [...s.events, { event, at }];
  s.updatedAt = at;
  ctx.changed();
  return s;
}

const cardOfSession = (ctx: Context, s: PaymentSession) => ctx.rows('cards').find((c) => c.id === s.cardId) as CardRow | undefined;

/** The provider's iframe tokenised the customer's card: it becomes the customer's card (checked with the bank) and the payment goes to 3DS. */
export function cardEntered(ctx: Context, s: PaymentSession, tokenised: TokenisedCard): PaymentSession {
  if (s.method !== 'card') throw invalid(`Payment ${s.reference} is a Bizum payment: it takes no card.`);
  if (s.cardId !== null) {
    if (cardOfSession(ctx, s)?.providerToken === tokenised.token) return s;
    throw invalid(`Payment ${s.reference} already has a card.`);
  }
  const customer = ctx.customerById(s.customerId);
  if (!customer) throw invalid(UNKNOWN_REFERENCE);
  const entry = storeToken(ctx, customer.id, s.provider, tokenised);
  // The same card entered again is the card already stored, not a second one.
  const stored = ctx.rows('cards').find((c) => c.providerToken === entry.token && c.deleted !== true) as CardRow | undefined;
  const card = stored ?? addCard(ctx, customer, entry, hasUsableCard(ctx, customer.id) ? 'linked' : 'active', s.provider);
  s.cardId = card.id;
  if (card.validated === true || validateCard(ctx, card, s.provider)) s.status = 'challenge';
  else Object.assign(s, { status: 'failed', failure: 'The card could not be validated: the bank declined the check.' });
  return record(ctx, s, 'cardEntered');
}

/** The 3-D Secure result for the card payment: authenticated, it waits for the provider; failed, it ends. */
export function threeDSResult(ctx: Context, s: PaymentSession, result: 'authenticated' | 'failed'): PaymentSession {
  if (s.method !== 'card') throw invalid(`Payment ${s.reference} is a Bizum payment: it has no 3-D Secure step.`);
  if (s.threeDS !== 'pending') {
    if (s.threeDS === result) return s;
    throw invalid(`3-D Secure is already ${String(s.threeDS)} for payment ${s.reference}.`);
  }
  if (s.status === 'cardEntry') throw invalid('The card has not been entered for this payment yet.');
  if (s.status !== 'challenge') throw invalid(`Payment ${s.reference} is ${s.status}.`);
  s.threeDS = result;
  if (result === 'authenticated') s.status = 'authorised';
  else Object.assign(s, { status: 'failed', failure: '3-D Secure authentication failed.' });
  return record(ctx, s, `threeDS:${result}`);
}

/** Books the confirmed payment on the loan; a loan that cannot take it any more fails the payment with why. */
function book(ctx: Context, s: PaymentSession): void {
  const loan = sync(ctx, ctx.db.loans.find((l) => l.id === s.loanId) as AccountLoan);
  try {
    if (s.method === 'bizum') {
      // The Payment model knows card, manual and payment-link payments: Bizum starts from the account or a link.
      s.paymentId = receivePayment(ctx, loan, s.amount, 'token').id;
    } else {
      const card = cardOfSession(ctx, s);
      if (!card) throw invalid('The card of this payment no longer exists.');
      const charged = chargeCard(ctx, loan, card, s.amount, 'card', { channel: 'online', reference: s.reference });
      s.paymentId = charged.payment.id;
      s.transactionId = charged.transaction.id;
    }
    s.status = 'completed';
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    Object.assign(s, { status: 'failed', failure: error.message });
  }
}

/** The provider's final word on the payment (once: the same word again changes nothing, another is refused). */
export function providerOutcome(ctx: Context, s: PaymentSession, outcome: ProviderOutcome): PaymentSession {
  if (s.providerOutcome) {
    if (s.providerOutcome === outcome) return s;
    throw invalid(`The provider already reported payment ${s.reference} ${s.providerOutcome}.`);
  }
  if (s.status === 'cardEntry') throw invalid('The card has not been entered for this payment yet.');
  if (s.status === 'challenge') throw invalid('3-D Secure has not been completed for this payment.');
  if (s.status !== 'authorised' && s.status !== 'pending') throw invalid(`Payment ${s.reference} is ${s.status}: ${String(s.failure)}`);
  s.providerOutcome = outcome;
  if (outcome === 'approved') book(ctx, s);
  else {
    const card = s.method === 'card' ? cardOfSession(ctx, s) : undefined;
    const loan = ctx.db.loans.find((l) => l.id === s.loanId) as AccountLoan;
    if (card) cardTransaction(ctx, card, loan, s.amount, 'sale', 'failed', { channel: 'online', reference: s.reference });
    Object.assign(s, { status: 'failed', failure: s.method === 'card' ? DECLINED : 'The payment was declined in Bizum.' });
  }
  return record(ctx, s, outcome);
}

/** The provider gave the money back: the card transaction is cancelled (or the Bizum payment reversed) and the loan owes it again. */
export function refunded(ctx: Context, s: PaymentSession): PaymentSession {
  if (s.refundedAt) return s;
  if (s.status !== 'completed') throw invalid(`Payment ${s.reference} has not been completed: there is nothing to refund.`);
  const tx = ctx.rows<CardTransaction>('cardTransactions').find((t) => t.id === s.transactionId);
  // Staff may have cancelled the transaction already: the provider's refund then only confirms it.
  if (tx) {
    if (tx.status !== 'cancelled') cancelTransaction(ctx, tx, s.provider);
  } else {
    const loan = ctx.db.loans.find((l) => l.id === s.loanId);
    const payment = loan?.payments.find((p) => p.id === s.paymentId);
    if (loan && payment) reversePayment(ctx, loan, payment, s.provider);
  }
  Object.assign(s, { status: 'refunded', refundedAt: ctx.nowIso() });
  return record(ctx, s, 'refunded');
}

/** The provider paid the money out to the lender (settlement): kept on the payment and its card transaction. */
export function settled(ctx: Context, s: PaymentSession): PaymentSession {
  if (s.settledAt) return s;
  if (s.status !== 'completed') throw invalid(`Payment ${s.reference} has not been completed: there is nothing to settle.`);
  const at = ctx.nowIso();
  const tx = ctx.rows('cardTransactions').find((t) => t.id === s.transactionId);
  if (tx) tx.settledAt = at;
  s.settledAt = at;
  return record(ctx, s, 'settled');
}

/** The device fingerprint the provider's script took in the payer's browser (once per payment). */
export function fingerprinted(ctx: Context, s: PaymentSession, fingerprint: string): PaymentSession {
  if (s.fingerprint === fingerprint) return s;
  if (s.fingerprint) throw invalid('A device fingerprint is already recorded for this payment.');
  if (['completed', 'failed', 'refunded'].includes(s.status)) throw invalid(`Payment ${s.reference} is ${s.status}.`);
  s.fingerprint = fingerprint;
  return record(ctx, s, 'fingerprint');
}
