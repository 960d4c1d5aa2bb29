import { csvText } from '@pronto/domain';
import type { CardRecord, CardStatus, CardStatusChange, CardTransaction } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { page } from '../sanitize.ts';
import type { Stored } from '../types.ts';
import { optNum, optStr, str } from '../validate.ts';
import { inPriorityOrder } from './bankscraper.ts';
import { registerCardPaymentStaffRoutes } from './card-payments-staff.ts';
import { registerCardProviderCallbacks } from './card-provider-callbacks.ts';
import { registerCardValidationRoutes } from './card-validation.ts';
import { BLOCKED } from './loan-account/payments.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, newest, rowOr422, staffName } from './staff-helpers.ts';
import { searchRows } from './search-collection.ts';

export function registerCardRoutes(routes: Routes, ctx: Context): void {
  const cards = () => ctx.rows<CardRecord>('cards');
  const cardOf = (call: Call) => rowOr422<CardRecord>(ctx, 'cards', idFrom(call, 'cardId'), 'Card');
  const cardsOf = (call: Call) => cards().filter((c) => c.customerId === customerOr422(ctx, idFrom(call, 'customerId')).id);
  // A row written through /api/rest may have no history yet.
  const history = (card: Stored<CardRecord>): CardStatusChange[] => (Array.isArray(card.statusHistory) ? card.statusHistory : []);

  function setStatus(card: Stored<CardRecord>, status: CardStatus, by: string): Stored<CardRecord> {
    if (card.status === 'deleted' && status !== 'deleted') throw invalid(`Card ${card.id} is deleted.`);
    if (status === 'active') {
      for (const other of cards()) {
        if (other.customerId === card.customerId && other.id !== card.id && other.status === 'active') {
          other.status = 'linked';
          other.active = false;
          history(other).push({ status: 'linked', createdAt: ctx.nowIso(), createdBy: by });
        }
      }
    }
    card.status = status;
    card.active = status === 'active';
    card.linked = status === 'active' || status === 'linked';
    card.deleted = status === 'deleted';
    card.statusHistory = [...history(card), { status, createdAt: ctx.nowIso(), createdBy: by }];
    ctx.changed();
    return card;
  }

  // Assumed (catalogue): the console's card list and card page.
  routes.id('card.searchCards', (call) => searchRows(cards(), call.body), { readOnly: true });
  routes.id('card.customer', (call) => cardsOf(call));
  // In the order collection charges them (bankscraper.cardPriorityList), the deleted ones last.
  routes.id('card.customer/ordered', (call) => {
    const all = cardsOf(call);
    const tried = inPriorityOrder(all);
    return [...tried, ...newest(all.filter((c) => !tried.includes(c)))];
  });
  routes.id('card.customer/mini', (call) =>
    cardsOf(call).map((c) => ({ id: c.id, maskedPan: c.maskedPan, brand: c.brand, status: c.status })),
  );
  routes.id('card.customer/miniHavingToken', (call) =>
    cardsOf(call)
      .filter((c) => c.status !== 'deleted' && typeof c.providerToken === 'string' && c.providerToken !== '')
      .map((c) => ({ id: c.id, maskedPan: c.maskedPan, brand: c.brand, status: c.status, provider: c.provider })),
  );
  routes.id('card.customer/latest', (call) => newest(cardsOf(call)).find((c) => c.status !== 'deleted') ?? null);
  routes.id('card.setLinked', (call) => setStatus(cardOf(call), 'linked', staffName(call)));
  routes.id('card.setUnlinked', (call) => setStatus(cardOf(call), 'unlinked', staffName(call)));
  routes.id('card.setDeleted', (call) => setStatus(cardOf(call), 'deleted', staffName(call)));
  routes.id('card.active', (call) => setStatus(cardOf(call), 'active', staffName(call)));
  routes.id('card.setCardSubStatus', (call) => {
    const card = cardOf(call);
    card.subStatus = str(call.body, 'subStatus');
    history(card).push({ status: `subStatus:${String(card.subStatus)}`, createdAt: ctx.nowIso(), createdBy: staffName(call) });
    ctx.changed();
    return card;
  });
  routes.id('card.statusHistory', (call) => history(cardOf(call)));
  routes.id('card.statusHistoryv2', (call) => history(cardOf(call)));

  const transactions = () => ctx.rows<CardTransaction>('cardTransactions');
  const transactionsOf = (cardId: number) => newest(transactions().filter((t) => t.cardId === cardId));
  routes.id('card.transactions', (call) => transactionsOf(cardOf(call).id));
  routes.id('card.transactionsPaged', (call) => {
    const card = cardOf(call);
    return page(transactionsOf(card.id), Number(call.query.page ?? 1), Number(call.query.perPage ?? 25));
  });
  const searchTransactions = (call: Call) => {
    // The contract's fields at the top of the body, or in the console's search form (`filter`, as its
    // lists send every search): a card's transactions tab asks `{ filter: { cardId, q } }`.
    const form = call.body.filter;
    const where = { ...(form !== null && typeof form === 'object' && !Array.isArray(form) ? form : {}), ...call.body };
    const cardId = optNum(where, 'cardId');
    const customerId = optNum(where, 'customerId');
    const q = (optStr(where, 'q') ?? '').toLowerCase();
    return newest(transactions()).filter(
      (t) =>
        (cardId === undefined || t.cardId === cardId) &&
        (customerId === undefined || t.customerId === customerId) &&
        (!q || `${String(t.type)} ${String(t.status)} ${String(t.amount)}`.toLowerCase().includes(q)),
    );
  };
  routes.id('card.searchCardTransactions', (call) =>
    page(searchTransactions(call), optNum(call.body, 'page') ?? 1, optNum(call.body, 'perPage') ?? 25),
  );
  routes.id('card.searchCardTransactions/csv', (call) => {
    const rows = searchTransactions(call);
    return csvText(
      ['id', 'cardId', 'customerId', 'loanId', 'amount', 'currency', 'type', 'status', 'createdAt'],
      rows.map((t) => [t.id, t.cardId, t.customerId, t.loanId, t.amount, t.currency, t.type, t.status, t.createdAt]),
    );
  });
  const PRIVILEGES = ['standard', 'recurring', 'oneClick', BLOCKED];
  const PROVIDERS = ['credorax', 'paynopain', 'bizum', 'universalpay'];
  routes.id('card.cardPrivileges', () => PRIVILEGES);
  routes.id('card.providerList', () => PROVIDERS);
  const setField = (field: 'privilege' | 'provider', allowed: string[]) => (call: Call) => {
    const card = cardOf(call);
    const value = str(call.body, field);
    if (!allowed.includes(value)) throw invalid(`${field} must be one of ${allowed.join(', ')}.`);
    card[field] = value;
    history(card).push({ status: `${field}:${value}`, createdAt: ctx.nowIso(), createdBy: staffName(call) });
    ctx.changed();
    return card;
  };
  routes.id('card.cardPrivilege', setField('privilege', PRIVILEGES));
  routes.id('card.addOrUpdateProvider', setField('provider', PROVIDERS));

  registerCardValidationRoutes(routes, ctx);
  registerCardPaymentStaffRoutes(routes, ctx);
  registerCardProviderCallbacks(routes, ctx);
}
