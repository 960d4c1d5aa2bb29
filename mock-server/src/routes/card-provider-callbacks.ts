import { toPence } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, originOf, type Call } from '../http.ts';
import { oneOf, str } from '../validate.ts';
import { checkTokenisedCard, marketProvider } from './card-vault.ts';
import type { Routes } from './define.ts';
import { ownCard, type CardRow } from './loan-account/cards.ts';
import {
  amountAsked,
  cardEntered,
  fingerprinted,
  payerLoan,
  providerOutcome,
  refunded,
  sessionOf,
  sessionView,
  settled,
  startSession,
  threeDSResult,
  UNKNOWN_REFERENCE,
  type PaymentSession,
} from './payment-sessions.ts';
import { checkSignature, providerSignature, type SigningProvider } from './provider-signature.ts';

/*
 * The payment providers' side of online payments (public calls): starting a card payment with 3-D Secure or
 * a Bizum payment (by the signed-in customer or a payment link), the provider's iframe and device
 * fingerprint, the browser's returns (which only show the payment), and the providers' signed callbacks,
 * which move it on. Callbacks name a payment by the reference the mock issued; an unknown one is 422, a
 * wrong signature 401, and the same callback twice changes nothing.
 */

const CARD_PROVIDERS: readonly SigningProvider[] = ['credorax', 'paynopain', 'universalpay'];
const PROVIDER_NAMES: Partial<Record<SigningProvider, string>> = {
  credorax: 'Credorax',
  paynopain: 'Paynopain',
  universalpay: 'UniversalPay',
  bizum: 'Bizum',
};

/** The provider a card is charged through: its own when it is a card acquirer, else its market's. */
const providerOfCard = (card: CardRow): SigningProvider =>
  CARD_PROVIDERS.find((p) => p === card.provider) ?? marketProvider(String(card.country));

export function registerCardProviderCallbacks(routes: Routes, ctx: Context): void {
  const url = (call: Call, path: string) => `${originOf(call.req)}${path}`;
  /** A signed callback's session, which must be of this provider. */
  const sessionOfProvider = (reference: unknown, provider: SigningProvider): PaymentSession => {
    const s = sessionOf(ctx, reference);
    if (s.provider !== provider) throw invalid(`Payment ${s.reference} is not a ${PROVIDER_NAMES[provider] ?? provider} payment.`);
    return s;
  };
  /** A page the browser comes back to: the payment's state, of this provider only. */
  const returnPage = (provider: SigningProvider | null, field: string) => (call: Call) => {
    const s = sessionOf(ctx, call.query[field]);
    if (provider && s.provider !== provider) throw invalid(UNKNOWN_REFERENCE);
    return sessionView(s);
  };

  // A card payment with 3-D Secure: with one of the customer's cards, or a new one entered in the iframe.
  routes.id('card.threeDS/start', (call) => {
    const loan = payerLoan(ctx, call);
    const given = call.body.cardId;
    const card = given === undefined || given === null || given === '' ? null : ownCard(ctx, loan.customerId, given);
    const s = startSession(
      ctx,
      loan,
      'card',
      card ? providerOfCard(card) : marketProvider(loan.country),
      card,
      amountAsked(ctx, call, loan),
    );
    return {
      ...sessionView(s),
      iframeUrl: s.status === 'cardEntry' ? url(call, `/api/card/iframe?reference=${s.reference}`) : null,
      resultUrl: url(call, `/api/card/threeDS/result?reference=${s.reference}`),
    };
  });
  routes.id('card.threeDS/callback', (call) => {
    const s = sessionOf(ctx, call.body.reference);
    const result = oneOf(call.body, 'result', ['authenticated', 'failed'] as const);
    checkSignature(s.provider, call.body.signature, [s.reference, result]);
    return sessionView(threeDSResult(ctx, s, result));
  });
  routes.id('card.threeDS/result', returnPage(null, 'reference'));

  // The provider's card-entry iframe: what it shows, where it posts, and the card it tokenised.
  routes.id('card.iframe', (call) => {
    const s = sessionOf(ctx, call.query.reference);
    if (s.method !== 'card') throw invalid(UNKNOWN_REFERENCE);
    return {
      ...sessionView(s),
      fields: ['cardNumber', 'expiry', 'cvv', 'holderName'],
      postUrl: url(call, '/api/card/iframe/callback'),
      fingerprintUrl: url(call, '/api/card/dfp'),
    };
  });
  routes.id('card.iframe/callback', (call) => {
    const s = sessionOf(ctx, call.body.reference);
    const tokenised = checkTokenisedCard(ctx, {
      token: str(call.body, 'token'),
      last4: str(call.body, 'last4'),
      brand: str(call.body, 'brand'),
      expiry: str(call.body, 'expiry'),
      holderName: str(call.body, 'holderName'),
    });
    checkSignature(s.provider, call.body.signature, [s.reference, tokenised.token, tokenised.last4]);
    return sessionView(cardEntered(ctx, s, tokenised));
  });
  // Posted by the provider's script from the payer's browser: the reference is its only credential.
  routes.id('card.dfp', (call) => {
    const s = sessionOf(ctx, call.body.reference);
    const fingerprint = str(call.body, 'fingerprint');
    if (!/^[A-Za-z0-9_-]{8,128}$/.test(fingerprint)) throw invalid('fingerprint must be 8 to 128 letters, digits, _ or -.');
    fingerprinted(ctx, s, fingerprint);
    return { reference: s.reference, recorded: true };
  });

  // Credorax (UK cards): the payment's result, then its settlement or refund.
  routes.id('card.credorax/callback', (call) => {
    const s = sessionOfProvider(call.body.reference, 'credorax');
    const status = oneOf(call.body, 'status', ['approved', 'declined'] as const);
    checkSignature('credorax', call.body.signature, [s.reference, status]);
    return sessionView(providerOutcome(ctx, s, status));
  });
  routes.id('card.credorax/notification', (call) => {
    const s = sessionOfProvider(call.body.reference, 'credorax');
    const event = oneOf(call.body, 'event', ['settled', 'refunded'] as const);
    checkSignature('credorax', call.body.signature, [s.reference, event]);
    return sessionView(event === 'settled' ? settled(ctx, s) : refunded(ctx, s));
  });

  // Paynopain (Spanish cards): order events by name and track id (the reference), and the browser's returns.
  routes.id('card.paynopain/orderEvents', (call) => {
    const s = sessionOfProvider(call.params.trackId, 'paynopain');
    const event = oneOf(call.params, 'eventName', ['paid', 'failed', 'refunded'] as const);
    checkSignature('paynopain', call.body.signature, [event, s.reference]);
    if (event === 'refunded') return sessionView(refunded(ctx, s));
    return sessionView(providerOutcome(ctx, s, event === 'paid' ? 'approved' : 'declined'));
  });
  routes.id('card.paynopain/success', returnPage('paynopain', 'trackId'));
  routes.id('card.paynopain/error', returnPage('paynopain', 'trackId'));

  // UniversalPay: one notification address for the result and a refund.
  routes.id('card.UniversalPayNotificationURL', (call) => {
    const s = sessionOfProvider(call.body.reference, 'universalpay');
    const status = oneOf(call.body, 'status', ['approved', 'declined', 'refunded'] as const);
    checkSignature('universalpay', call.body.signature, [s.reference, status]);
    return sessionView(status === 'refunded' ? refunded(ctx, s) : providerOutcome(ctx, s, status));
  });

  // Bizum (Spain only), through the Redsys form: start, the form's data, the result, the browser's return.
  routes.id('card.bizum/start', (call) => {
    const loan = payerLoan(ctx, call);
    if (loan.country !== 'ES') throw invalid('Bizum is only available in Spain.');
    const s = startSession(ctx, loan, 'bizum', 'bizum', null, amountAsked(ctx, call, loan));
    return { ...sessionView(s), formUrl: url(call, `/api/card/bizum/data?reference=${s.reference}`) };
  });
  routes.id('card.bizum/data', (call) => {
    const s = sessionOf(ctx, call.query.reference);
    if (s.provider !== 'bizum') throw invalid(UNKNOWN_REFERENCE);
    const back = (result: 'ok' | 'ko') => url(call, `/api/card/bizum/redirect-back?reference=${s.reference}&result=${result}`);
    const parameters = Buffer.from(
      JSON.stringify({
        DS_MERCHANT_AMOUNT: String(toPence(s.amount)),
        DS_MERCHANT_CURRENCY: '978',
        DS_MERCHANT_ORDER: s.reference,
        DS_MERCHANT_TRANSACTIONTYPE: '0',
        DS_MERCHANT_PAYMETHODS: 'z',
        DS_MERCHANT_MERCHANTURL: url(call, '/api/card/bizum/callback'),
        DS_MERCHANT_URLOK: back('ok'),
        DS_MERCHANT_URLKO: back('ko'),
      }),
    ).toString('base64');
    return {
      ...sessionView(s),
      url: 'https://sis-t.redsys.es:25443/sis/realizarPago',
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: parameters,
      Ds_Signature: providerSignature('bizum', [parameters]),
    };
  });
  routes.id('card.bizum/callback', (call) => {
    const s = sessionOfProvider(call.body.reference, 'bizum');
    const status = oneOf(call.body, 'status', ['approved', 'declined'] as const);
    checkSignature('bizum', call.body.signature, [s.reference, status]);
    return sessionView(providerOutcome(ctx, s, status));
  });
  routes.id('card.bizum/redirect-back', returnPage('bizum', 'reference'));
}
