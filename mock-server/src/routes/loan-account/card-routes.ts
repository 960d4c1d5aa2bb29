import { randomBytes } from 'node:crypto';
import { isValidIban, normalizeIban } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { optStr, str } from '../../validate.ts';
import { ibanFrom } from '../bankscraper.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import {
  CARD_EXPIRED,
  CARD_INVALID,
  cardFingerprint,
  cardTransaction,
  cardsOf,
  listedCards,
  luhn,
  publicCard,
  type CardRow,
} from './cards.ts';

/** The customer's cards and bank accounts: add and list them. */
export function registerCardRoutes(routes: Routes, ctx: Context): void {
  routes.id('card.account/createAndValidate', (call) => {
    const customer = requireCustomer(call);
    const digits = str(call.body, 'cardNumber').replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) throw invalid(CARD_INVALID);
    const expiry = str(call.body, 'expiry');
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
    const month = Number(match?.[1]);
    if (!match || month < 1 || month > 12) throw invalid('The expiry date must be MM/YY.');
    const lastDay = new Date(Date.UTC(2000 + Number(match[2]), month, 1));
    if (lastDay <= ctx.now()) throw invalid(CARD_EXPIRED);
    if (!/^\d{3,4}$/.test(str(call.body, 'cvv'))) throw invalid('The security code must be 3 digits.');
    const holderName = str(call.body, 'holderName');
    const last4 = digits.slice(-4);
    const fingerprint = cardFingerprint(customer.id, digits);
    // The same card added again is the card already on file (its new expiry and name), not a second one.
    const same = cardsOf(ctx, customer.id).find((c) => c.fingerprint === fingerprint);
    if (same) {
      same.expiry = `${match[1]}/${match[2]}`;
      same.holderName = holderName;
      cardTransaction(ctx, same, null, 0.01, 'validate', 'success');
      return publicCard(same);
    }
    const card = ctx.insert('cards', {
      customerId: customer.id,
      country: customer.country,
      maskedPan: `**** **** **** ${last4}`,
      last4,
      fingerprint,
      brand: digits.startsWith('4') ? 'VISA' : 'MASTERCARD',
      expiry: `${match[1]}/${match[2]}`,
      holderName,
      provider: customer.country === 'GB' ? 'credorax' : 'paynopain',
      status: 'active',
      active: true,
      linked: true,
      deleted: false,
      subStatus: null,
      createdAt: ctx.nowIso(),
      statusHistory: [{ status: 'linked', createdAt: ctx.nowIso(), createdBy: 'customer' }],
    }) as unknown as CardRow;
    cardTransaction(ctx, card, null, 0.01, 'validate', 'success');
    return publicCard(card);
  });

  routes.id('card.account/cards', (call) => listedCards(ctx, requireCustomer(call).id).map(publicCard));

  routes.id('loan.WidgetInit', (call) => {
    const customer = requireCustomer(call);
    const banks =
      customer.country === 'GB'
        ? ['Barclays', 'HSBC', 'Lloyds', 'NatWest', 'Santander UK']
        : ['Santander', 'BBVA', 'CaixaBank', 'Sabadell'];
    return { sessionId: randomBytes(8).toString('hex'), banks };
  });

  routes.id('bankscraper.account/addCustomerBankAccountManually', (call) => {
    const customer = requireCustomer(call);
    const source = optStr(call.body, 'source') === 'widget' ? 'widget' : 'manual';
    const bankName = optStr(call.body, 'bankName') ?? (customer.country === 'GB' ? 'Bank account' : 'Cuenta bancaria');
    let details: Record<string, string>;
    if (source === 'widget') {
      const seq = String(customer.id * 7919 + ctx.rows('bankAccounts').length)
        .padStart(8, '0')
        .slice(-8);
      details = customer.country === 'GB' ? { sortCode: '200000', accountNumber: seq } : { iban: ibanFrom('ES', Number(seq)) };
    } else if (customer.country === 'GB') {
      const sortCode = str(call.body, 'sortCode').replace(/[\s-]/g, '');
      const accountNumber = str(call.body, 'accountNumber').replace(/\s/g, '');
      if (!/^\d{6}$/.test(sortCode)) throw invalid('The sort code must be 6 digits.');
      if (!/^\d{8}$/.test(accountNumber)) throw invalid('The account number must be 8 digits.');
      details = { sortCode, accountNumber };
    } else {
      const iban = normalizeIban(str(call.body, 'iban'));
      if (!isValidIban(iban, 'ES')) throw invalid('The IBAN is not valid.');
      details = { iban };
    }
    const account = ctx.insert('bankAccounts', {
      customerId: customer.id,
      bankName,
      ...details,
      source,
      verified: source === 'widget',
      createdAt: ctx.nowIso(),
    });
    return account;
  });

  routes.id('bankscraper.account/getEligibleBankAccount', (call) => {
    const customer = requireCustomer(call);
    return ctx
      .rows('bankAccounts')
      .filter((a) => a.customerId === customer.id)
      .sort((a, b) => b.id - a.id);
  });
}
