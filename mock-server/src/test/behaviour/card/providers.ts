import { expect } from 'vitest';
import type { CardRecord, PaymentSessionView } from '@pronto/api';
import type { Cases, Who, World } from '../harness.ts';
import { account, cardsOf, ES, loanBook, sign, signIn, UK } from './seed.ts';

/* The payment providers' side of an online payment (public calls): started by the signed-in customer, the
 * 3-D Secure challenge, the provider's card-entry iframe and device fingerprint, the providers' signed
 * callbacks that complete (book on the loan) or refund (reverse) it, and the pages the browser returns to. */

const AUTH_ERROR = 'Authorization Error';
const UNKNOWN = 'Unknown payment reference.';
const MADE_UP = '0123456789abcdef0123456789abcdef';

type Payer = { loanId: number; customerId: number; cardId: number; as: Who };

/** The UK approved customer (the harness's own customer) paying its loan. */
async function ukPayer(w: World): Promise<Payer> {
  const { customer, loan, card } = await account(w, UK);
  return { loanId: loan.id, customerId: customer.id, cardId: card.id, as: 'customer' };
}

/** A Spanish customer paying its loan, signed in by the case. */
async function esPayer(w: World, email = ES): Promise<Payer> {
  const { customer, loan, card } = await account(w, email);
  return { loanId: loan.id, customerId: customer.id, cardId: card.id, as: await signIn(w, customer) };
}

/** Starts a card payment with the payer's stored card (`withCard`) or a new one to enter in the iframe. */
async function start(w: World, payer: Payer, amount: number, withCard = true) {
  return w.ok('card.threeDS/start', {
    as: payer.as,
    data: { loanId: payer.loanId, amount, ...(withCard ? { cardId: payer.cardId } : {}) },
  });
}

/** The 3-D Secure result the provider posts, signed by the payment's provider. */
async function authenticate(
  w: World,
  reference: string,
  provider: Parameters<typeof sign>[0],
  result: 'authenticated' | 'failed' = 'authenticated',
) {
  return w.ok('card.threeDS/callback', { data: { reference, result, signature: sign(provider, reference, result) } });
}

/** A UK card payment through 3-D Secure, waiting for Credorax's answer. */
async function authorisedUk(w: World, amount: number) {
  const payer = await ukPayer(w);
  const { reference } = await start(w, payer, amount);
  await authenticate(w, reference, 'credorax');
  return { payer, reference };
}

/** A Spanish payment with a card entered in Paynopain's iframe (the provider's sandbox card), then 3-D Secure. */
async function authorisedEs(w: World, amount: number, token: string) {
  const payer = await esPayer(w);
  const { reference } = await start(w, payer, amount, false);
  const holderName = 'Ana María Trujillo Cantú';
  const last4 = token.slice(-4);
  await w.ok('card.iframe/callback', {
    data: { reference, token, last4, brand: 'VISA', expiry: '12/30', holderName, signature: sign('paynopain', reference, token, last4) },
  });
  await authenticate(w, reference, 'paynopain');
  return { payer, reference };
}

/** The payment as its result page shows it (none for a reference the provider never issued, as a refused call may send). */
async function shown(w: World, reference: string) {
  const answer = await w.call('card.threeDS/result', { params: { reference } });
  return answer.status === 200 ? answer.data : null;
}

/** The loan's book and the payment's page, before and after a provider's callback. */
const loanAndPayment = async (w: World, loanId: number, reference: string) => ({
  loan: await loanBook(w, loanId),
  payment: await shown(w, reference),
});

type LoanAndPayment = Awaited<ReturnType<typeof loanAndPayment>>;
type Entered = { cards: CardRecord[]; payment: PaymentSessionView | null };

export const providerCases: Cases<'card'> = {
  'card.threeDS/start': {
    reads: "opens a card payment with the customer's own card: waiting for 3-D Secure, its result page shows it, nothing booked yet",
    call: async (w) => {
      const payer = await ukPayer(w);
      return { as: payer.as, data: { loanId: payer.loanId, cardId: payer.cardId, amount: 5 } };
    },
    check: async ({ data }, w) => {
      expect(data).toMatchObject({
        method: 'card',
        status: 'challenge',
        provider: 'credorax',
        amount: 5,
        currency: 'GBP',
        threeDS: 'pending',
        iframeUrl: null,
      });
      expect(data.reference).toMatch(/^[0-9a-f]{32}$/);
      expect(data.resultUrl).toBe(`${w.outside.base}/api/card/threeDS/result?reference=${data.reference}`);
      expect(await shown(w, data.reference)).toMatchObject({ reference: data.reference, status: 'challenge', amount: 5 });
    },
    refuses: [
      { call: async (w) => ({ data: { loanId: (await ukPayer(w)).loanId, amount: 5 } }), status: 401, message: AUTH_ERROR },
      {
        call: async (w) => {
          const payer = await ukPayer(w);
          return { as: payer.as, data: { loanId: payer.loanId, cardId: (await account(w, ES)).card.id, amount: 5 } };
        },
        status: 422,
        message: 'Please choose one of your cards.',
      },
      {
        call: async (w) => {
          const payer = await ukPayer(w);
          return { as: payer.as, data: { loanId: payer.loanId, cardId: payer.cardId, amount: 100000 } };
        },
        status: 422,
        message: /^The amount of £[\d,.]+ is more than the £[\d,.]+ owed on loan \d+/,
      },
    ],
  },
  'card.threeDS/callback': {
    does: 'the card holder passed 3-D Secure: the payment is authorised and waits for the provider',
    call: async (w) => {
      const { reference } = await start(w, await ukPayer(w), 2);
      return { data: { reference, result: 'authenticated', signature: sign('credorax', reference, 'authenticated') } };
    },
    readBack: (w, { data }) => shown(w, String(data?.reference)),
    check: (after, before) => {
      expect(before).toMatchObject({ status: 'challenge', threeDS: 'pending' });
      expect(after).toMatchObject({ status: 'authorised', threeDS: 'authenticated', failure: null });
    },
    refuses: [
      {
        call: async (w) => {
          const { reference } = await start(w, await ukPayer(w), 2);
          return { data: { reference, result: 'authenticated', signature: sign('paynopain', reference, 'authenticated') } };
        },
        status: 401,
        message: AUTH_ERROR,
      },
      {
        call: { data: { reference: MADE_UP, result: 'authenticated', signature: sign('credorax', MADE_UP, 'authenticated') } },
        status: 422,
        message: UNKNOWN,
      },
    ],
  },
  'card.threeDS/result': {
    reads: 'the result page of a payment: its status, amount, currency and 3-D Secure result',
    call: async (w) => ({ params: { reference: (await authorisedUk(w, 3)).reference } }),
    check: ({ data }) => {
      expect(data).toEqual({
        reference: data.reference,
        method: 'card',
        provider: 'credorax',
        status: 'authorised',
        amount: 3,
        currency: 'GBP',
        threeDS: 'authenticated',
        failure: null,
      });
    },
    refuses: [{ call: { params: { reference: MADE_UP } }, status: 422, message: UNKNOWN }],
  },
  'card.credorax/callback': {
    does: 'Credorax approves the payment: it is completed and booked on the loan as a card payment, once',
    call: async (w) => {
      const { reference } = await authorisedUk(w, 5);
      return { data: { reference, status: 'approved', signature: sign('credorax', reference, 'approved') } };
    },
    readBack: async (w, { data }) => loanAndPayment(w, (await ukPayer(w)).loanId, String(data?.reference)),
    check: async (after, before, answer, w) => {
      expect(before.payment?.status).toBe('authorised');
      expect(after.payment).toMatchObject({ status: 'completed', threeDS: 'authenticated' });
      expect(after.loan.payments).toHaveLength(before.loan.payments.length + 1);
      expect(after.loan.payments.at(-1)).toMatchObject({ amount: 5, method: 'card' });
      // The same callback again (providers repeat them) books nothing more.
      const again = await w.ok('card.credorax/callback', {
        data: { reference: answer.data.reference, status: 'approved', signature: sign('credorax', answer.data.reference, 'approved') },
      });
      expect(again.status).toBe('completed');
      expect((await loanBook(w, (await ukPayer(w)).loanId)).payments).toHaveLength(after.loan.payments.length);
    },
    refuses: [
      {
        call: async (w) => {
          const { reference } = await start(w, await ukPayer(w), 1);
          return { data: { reference, status: 'approved', signature: sign('credorax', reference, 'approved') } };
        },
        status: 422,
        message: '3-D Secure has not been completed for this payment.',
      },
      {
        call: async (w) => {
          const { reference } = await authorisedUk(w, 1);
          return { data: { reference, status: 'approved', signature: 'f'.repeat(64) } };
        },
        status: 401,
        message: AUTH_ERROR,
      },
    ],
  },
  'card.credorax/notification': {
    does: 'Credorax refunds a completed payment: the payment shows refunded and no longer counts on the loan',
    call: async (w) => {
      const { reference } = await authorisedUk(w, 4);
      await w.ok('card.credorax/callback', { data: { reference, status: 'approved', signature: sign('credorax', reference, 'approved') } });
      return { data: { reference, event: 'refunded', signature: sign('credorax', reference, 'refunded') } };
    },
    readBack: async (w, { data }) => loanAndPayment(w, (await ukPayer(w)).loanId, String(data?.reference)),
    check: (after: LoanAndPayment, before: LoanAndPayment) => {
      expect(before.payment?.status).toBe('completed');
      expect(after.payment?.status).toBe('refunded');
      expect(after.loan.payments).toHaveLength(before.loan.payments.length - 1);
      const gone = before.loan.payments.filter((p) => !after.loan.payments.some((a) => a.id === p.id));
      expect(gone).toEqual([expect.objectContaining({ amount: 4, method: 'card' })]);
    },
    refuses: [
      {
        call: async (w) => {
          const { reference } = await authorisedUk(w, 1);
          return { data: { reference, event: 'refunded', signature: sign('credorax', reference, 'refunded') } };
        },
        status: 422,
        message: /^Payment [0-9a-f]{32} has not been completed: there is nothing to refund\.$/,
      },
    ],
  },
  'card.iframe': {
    reads: "the provider's card-entry form of a payment started without a card: its fields and where it posts",
    call: async (w) => ({ params: { reference: (await start(w, await esPayer(w), 2, false)).reference } }),
    check: ({ data }, w) => {
      expect(data).toMatchObject({
        status: 'cardEntry',
        provider: 'paynopain',
        currency: 'EUR',
        fields: ['cardNumber', 'expiry', 'cvv', 'holderName'],
        postUrl: `${w.outside.base}/api/card/iframe/callback`,
        fingerprintUrl: `${w.outside.base}/api/card/dfp`,
      });
    },
    refuses: [{ call: { params: { reference: MADE_UP } }, status: 422, message: UNKNOWN }],
  },
  'card.iframe/callback': {
    does: "the card entered in the provider's iframe becomes the customer's card, checked with the bank, and the payment goes to 3-D Secure",
    call: async (w) => {
      const { reference } = await start(w, await esPayer(w), 2, false);
      const token = 'paynopain_tok_entered4242';
      return {
        data: {
          reference,
          token,
          last4: '4242',
          brand: 'visa',
          expiry: '12/30',
          holderName: 'Ana María Trujillo Cantú',
          signature: sign('paynopain', reference, token, '4242'),
        },
      };
    },
    readBack: async (w, { data }) => ({
      cards: await cardsOf(w, (await esPayer(w)).customerId),
      payment: await shown(w, String(data?.reference)),
    }),
    check: (after: Entered, before: Entered) => {
      expect(before.payment?.status).toBe('cardEntry');
      expect(after.payment?.status).toBe('challenge');
      const added = after.cards.filter((c) => !before.cards.some((b) => b.id === c.id));
      expect(added).toEqual([
        expect.objectContaining({
          maskedPan: '**** **** **** 4242',
          brand: 'VISA',
          provider: 'paynopain',
          validated: true,
          status: 'linked',
        }),
      ]);
    },
    refuses: [
      {
        call: async (w) => {
          const { reference } = await start(w, await esPayer(w), 2, false);
          const token = 'paynopain_tok_expired4242';
          return {
            data: {
              reference,
              token,
              last4: '4242',
              brand: 'VISA',
              expiry: '01/20',
              holderName: 'Ana',
              signature: sign('paynopain', reference, token, '4242'),
            },
          };
        },
        status: 422,
        message: 'The card has expired.',
      },
      {
        call: async (w) => {
          const { reference } = await start(w, await esPayer(w), 2, false);
          return {
            data: {
              reference,
              token: 'paynopain_tok_forged4242',
              last4: '4242',
              brand: 'VISA',
              expiry: '12/30',
              holderName: 'Ana',
              signature: '0'.repeat(64),
            },
          };
        },
        status: 401,
        message: AUTH_ERROR,
      },
    ],
  },
  'card.dfp': {
    does: "the provider's script records the payer's device fingerprint on the payment (once)",
    call: async (w) => ({ data: { reference: (await start(w, await ukPayer(w), 1)).reference, fingerprint: 'fp_device_1234abcd' } }),
    // The fingerprint goes to the provider's fraud check: no catalogue call shows it, so it is read on the mock.
    readBack: (w, { data }) =>
      Promise.resolve(w.outside.ctx.rows('paymentSessions').find((s) => s.reference === data?.reference)?.fingerprint ?? null),
    check: (after, before, answer) => {
      expect(before).toBeNull();
      expect(after).toBe('fp_device_1234abcd');
      expect(answer.data).toEqual({ reference: answer.data.reference, recorded: true });
    },
    refuses: [
      { call: { data: { reference: MADE_UP, fingerprint: 'fp_12345678' } }, status: 422, message: UNKNOWN },
      {
        call: async (w) => ({ data: { reference: (await start(w, await ukPayer(w), 1)).reference, fingerprint: 'short' } }),
        status: 422,
        message: 'fingerprint must be 8 to 128 letters, digits, _ or -.',
      },
    ],
  },
  'card.paynopain/orderEvents': {
    does: 'Paynopain reports the order paid: the payment is completed and booked on the Spanish loan',
    call: async (w) => {
      const { reference } = await authorisedEs(w, 7, 'paynopain_tok_orderpaid4111');
      return { vars: { eventName: 'paid', trackId: reference }, data: { signature: sign('paynopain', 'paid', reference) } };
    },
    readBack: async (w, { vars }) => loanAndPayment(w, (await account(w, ES)).loan.id, String(vars?.trackId)),
    check: (after, before) => {
      expect(before.payment?.status).toBe('authorised');
      expect(after.payment).toMatchObject({ status: 'completed', provider: 'paynopain', currency: 'EUR' });
      expect(after.loan.payments).toHaveLength(before.loan.payments.length + 1);
      expect(after.loan.payments.at(-1)).toMatchObject({ amount: 7, method: 'card' });
    },
    refuses: [
      {
        call: { vars: { eventName: 'paid', trackId: MADE_UP }, data: { signature: sign('paynopain', 'paid', MADE_UP) } },
        status: 422,
        message: UNKNOWN,
      },
      {
        call: async (w) => {
          const { reference } = await authorisedEs(w, 1, 'paynopain_tok_ordermaybe4111');
          return { vars: { eventName: 'maybe', trackId: reference }, data: { signature: sign('paynopain', 'maybe', reference) } };
        },
        status: 422,
        message: 'eventName must be one of paid, failed, refunded.',
      },
    ],
  },
  'card.paynopain/success': {
    reads: 'the page the browser returns to after a Paynopain payment: the payment completed',
    call: async (w) => {
      const { reference } = await authorisedEs(w, 2, 'paynopain_tok_success4111');
      await w.ok('card.paynopain/orderEvents', {
        vars: { eventName: 'paid', trackId: reference },
        data: { signature: sign('paynopain', 'paid', reference) },
      });
      return { params: { trackId: reference } };
    },
    check: ({ data }) => expect(data).toMatchObject({ status: 'completed', amount: 2, provider: 'paynopain', failure: null }),
    refuses: [{ call: { params: { trackId: '../../etc' } }, status: 422, message: UNKNOWN }],
  },
  'card.paynopain/error': {
    reads: 'the page the browser returns to when a Paynopain payment fails: the payment failed, and why',
    call: async (w) => {
      const payer = await esPayer(w);
      const { reference } = await start(w, payer, 2);
      await authenticate(w, reference, 'paynopain', 'failed');
      return { params: { trackId: reference } };
    },
    check: ({ data }) => expect(data).toMatchObject({ status: 'failed', threeDS: 'failed', failure: '3-D Secure authentication failed.' }),
  },
  'card.UniversalPayNotificationURL': {
    does: 'UniversalPay approves a payment with a card of that provider: completed and booked on the loan',
    call: async (w) => {
      const payer = await esPayer(w, 'cliente.internalcollection@pronto.es');
      await w.ok('card.addOrUpdateProvider', { data: { cardId: payer.cardId, provider: 'universalpay' } });
      const { reference, provider } = await start(w, payer, 6);
      expect(provider).toBe('universalpay');
      await authenticate(w, reference, 'universalpay');
      return { data: { reference, status: 'approved', signature: sign('universalpay', reference, 'approved') } };
    },
    readBack: async (w, { data }) =>
      loanAndPayment(w, (await account(w, 'cliente.internalcollection@pronto.es')).loan.id, String(data?.reference)),
    check: (after, before) => {
      expect(after.payment).toMatchObject({ status: 'completed', provider: 'universalpay' });
      expect(after.loan.payments).toHaveLength(before.loan.payments.length + 1);
      expect(after.loan.payments.at(-1)).toMatchObject({ amount: 6, method: 'card' });
    },
    refuses: [
      {
        call: async (w) => {
          const { reference } = await authorisedUk(w, 1);
          return { data: { reference, status: 'approved', signature: sign('universalpay', reference, 'approved') } };
        },
        status: 422,
        message: /^Payment [0-9a-f]{32} is not a UniversalPay payment\.$/,
      },
    ],
  },
  'card.bizum/start': {
    reads: "opens a Bizum payment of the Spanish customer's loan: pending, with the Redsys form to go to",
    call: async (w) => {
      const payer = await esPayer(w);
      return { as: payer.as, data: { loanId: payer.loanId, amount: 8 } };
    },
    check: async ({ data }, w) => {
      expect(data).toMatchObject({ method: 'bizum', provider: 'bizum', status: 'pending', amount: 8, currency: 'EUR', threeDS: null });
      expect(data.formUrl).toBe(`${w.outside.base}/api/card/bizum/data?reference=${data.reference}`);
    },
    refuses: [
      {
        call: async (w) => {
          const payer = await ukPayer(w);
          return { as: payer.as, data: { loanId: payer.loanId, amount: 8 } };
        },
        status: 422,
        message: 'Bizum is only available in Spain.',
      },
      { call: { data: { paymentToken: 'not-a-link' } }, status: 422, message: 'This payment link is not valid.' },
    ],
  },
  'card.bizum/data': {
    reads: 'the Redsys form of a Bizum payment: the amount in cents, euros, the order, Bizum as the method, signed',
    call: async (w) => {
      const payer = await esPayer(w);
      const { reference } = await w.ok('card.bizum/start', { as: payer.as, data: { loanId: payer.loanId, amount: 8 } });
      return { params: { reference } };
    },
    check: ({ data }) => {
      const parameters = JSON.parse(Buffer.from(data.Ds_MerchantParameters, 'base64').toString('utf8')) as Record<string, string>;
      expect(parameters).toMatchObject({
        DS_MERCHANT_AMOUNT: '800',
        DS_MERCHANT_CURRENCY: '978',
        DS_MERCHANT_ORDER: data.reference,
        DS_MERCHANT_PAYMETHODS: 'z',
      });
      expect(data.Ds_Signature).toBe(sign('bizum', data.Ds_MerchantParameters));
    },
    refuses: [{ call: { params: { reference: MADE_UP } }, status: 422, message: UNKNOWN }],
  },
  'card.bizum/callback': {
    does: 'Bizum approves the payment: completed and booked on the loan (a payment by link), once',
    call: async (w) => {
      const payer = await esPayer(w);
      const { reference } = await w.ok('card.bizum/start', { as: payer.as, data: { loanId: payer.loanId, amount: 8 } });
      return { data: { reference, status: 'approved', signature: sign('bizum', reference, 'approved') } };
    },
    readBack: async (w, { data }) => loanAndPayment(w, (await account(w, ES)).loan.id, String(data?.reference)),
    check: (after, before) => {
      expect(before.payment?.status).toBe('pending');
      expect(after.payment?.status).toBe('completed');
      expect(after.loan.payments).toHaveLength(before.loan.payments.length + 1);
      expect(after.loan.payments.at(-1)).toMatchObject({ amount: 8, method: 'token' });
    },
    refuses: [
      {
        call: async (w) => {
          const payer = await esPayer(w);
          const { reference } = await w.ok('card.bizum/start', { as: payer.as, data: { loanId: payer.loanId, amount: 1 } });
          return { data: { reference, status: 'maybe' as 'approved', signature: sign('bizum', reference, 'maybe') } };
        },
        status: 422,
        message: 'status must be one of approved, declined.',
      },
    ],
  },
  'card.bizum/redirect-back': {
    reads: 'the page the browser returns to from Bizum: the payment as the callback left it',
    call: async (w) => {
      const payer = await esPayer(w);
      const { reference } = await w.ok('card.bizum/start', { as: payer.as, data: { loanId: payer.loanId, amount: 3 } });
      await w.ok('card.bizum/callback', { data: { reference, status: 'declined', signature: sign('bizum', reference, 'declined') } });
      return { params: { reference, result: 'ko' } };
    },
    check: ({ data }) => expect(data).toMatchObject({ method: 'bizum', status: 'failed', amount: 3 }),
    refuses: [{ call: { params: { reference: MADE_UP } }, status: 422, message: UNKNOWN }],
  },
};
