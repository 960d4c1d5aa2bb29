import { randomBytes } from 'node:crypto';
import type { BankAccount } from '@pronto/api';
import { isValidIban, normalizeIban } from '@pronto/domain';
import type { Context } from '../../context.ts';
import { invalid } from '../../http.ts';
import { optStr, str } from '../../validate.ts';
import { ibanFrom } from '../bankscraper.ts';
import { requireCustomer } from '../customer-journeys.ts';
import type { Routes } from '../define.ts';
import { addCard, checkExpiry, checkTokenisedCard, marketProvider, newProviderToken, storeToken } from '../card-vault.ts';
import { WIDGET_BANKS } from './widget-routes.ts';
import { CARD_INVALID, cardFingerprint, cardTransaction, cardsOf, listedCards, luhn, publicCard } from './cards.ts';

/** The customer's cards and bank accounts: add and list them. */
export function registerCardRoutes(routes: Routes, ctx: Context): void {
  routes.id('card.account/createAndValidate', (call) => {
    const customer = requireCustomer(call);
    const digits = str(call.body, 'cardNumber').replace(/[\s-]/g, '');
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits)) throw invalid(CARD_INVALID);
    const expiry = str(call.body, 'expiry');
    const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
    if (!match) throw invalid('The expiry date must be MM/YY.');
    const expiryMonth = `${match[1]}/${match[2]}`;
    checkExpiry(ctx, expiryMonth);
    if (!/^\d{3,4}$/.test(str(call.body, 'cvv'))) throw invalid('The security code must be 3 digits.');
    const holderName = str(call.body, 'holderName');
    const fingerprint = cardFingerprint(customer.id, digits);
    // The same card added again is the card already on file (its new expiry and name), not a second one.
    const same = cardsOf(ctx, customer.id).find((c) => c.fingerprint === fingerprint);
    if (same) {
      same.expiry = expiryMonth;
      same.holderName = holderName;
      same.validated = true;
      same.validatedAt = ctx.nowIso();
      cardTransaction(ctx, same, null, 0.01, 'validate', 'success');
      return publicCard(same);
    }
    // The provider keeps the number and answers a token; only the token, the last four digits and the
    // fingerprint (a hash, as the processor gives) are stored.
    const provider = marketProvider(customer.country);
    const tokenised = checkTokenisedCard(ctx, {
      token: newProviderToken(provider),
      last4: digits.slice(-4),
      brand: digits.startsWith('4') ? 'VISA' : 'MASTERCARD',
      expiry: expiryMonth,
      holderName,
    });
    const card = addCard(ctx, customer, storeToken(ctx, customer.id, provider, tokenised), 'active', 'customer');
    card.fingerprint = fingerprint;
    card.validated = true;
    card.validatedAt = ctx.nowIso();
    cardTransaction(ctx, card, null, 0.01, 'validate', 'success');
    return publicCard(card);
  });

  routes.id('card.account/cards', (call) => listedCards(ctx, requireCustomer(call).id).map(publicCard));

  routes.id('loan.WidgetInit', (call) => {
    const customer = requireCustomer(call);
    return { sessionId: randomBytes(8).toString('hex'), banks: [...WIDGET_BANKS[customer.country]] };
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
    // The same account added again is the account already stored (as the same card is), not a second one.
    const same = ctx
      .rows<BankAccount & { customerId: number }>('bankAccounts')
      .find(
        (a) =>
          a.customerId === customer.id &&
          (details.iban ? a.iban === details.iban : a.sortCode === details.sortCode && a.accountNumber === details.accountNumber),
      );
    if (same) return same;
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
      .rows<BankAccount & { customerId: number }>('bankAccounts')
      .filter((a) => a.customerId === customer.id)
      .sort((a, b) => b.id - a.id);
  });
}
