import type { Method } from '@pronto/request';
import { define } from './define.ts';

const card = (name: string, method: Method, summary: string, suffix?: string) =>
  define('card', name, method, 'staff', 'cards', summary, suffix);
const callback = (name: string, method: Method, summary: string, suffix?: string) =>
  define('card', name, method, 'public', 'public', summary, suffix);

/** Debit cards, card transactions and payment-provider callbacks (back-office.md §7 "card"). */
export const cardEntries = [
  card('transaction/cancel', 'post', 'Cancel a card transaction'),
  card('create', 'post', 'Create a card for a customer'),
  card('sale', 'post', 'Charge a card'),
  card('saleOnGkPay', 'post', 'Charge a card through the GkPay provider'),
  card('setLinked', 'post', 'Set a card linked'),
  card('setUnlinked', 'post', 'Set a card unlinked'),
  card('validate', 'post', 'Validate a card'),
  card('validate/multiple', 'post', 'Validate several cards'),
  card('createAndValidate', 'post', 'Create a card and validate it'),
  card('setDeleted', 'post', 'Set a card deleted'),
  card('setCardSubStatus', 'post', 'Set the sub-status of a card'),
  card('cardPrivilege', 'post', 'Grant or change a card privilege'),
  card('addOrUpdateProvider', 'post', 'Add or update a card payment provider'),
  card('customer', 'get', 'Cards of a customer'),
  card('customer/ordered', 'get', 'Cards of a customer in priority order'),
  card('customer/mini', 'get', 'Cards of a customer, short form'),
  card('customer/miniHavingToken', 'get', 'Cards of a customer that have a provider token, short form'),
  card('customer/latest', 'get', 'The latest card of a customer'),
  card('transactions', 'get', 'Transactions of a card', 'transactions/{cardId}'),
  card('transactionsPaged', 'get', 'Transactions of a card, paged', 'transactionsPaged/{cardId}'),
  card('searchCardTransactions', 'post', 'Search card transactions'),
  card('searchCardTransactions/csv', 'post', 'Search card transactions as CSV'),
  card('cardPrivileges', 'get', 'Card privileges'),
  card('statusHistory', 'get', 'Status history of a card', 'statusHistory/{cardId}'),
  card('statusHistoryv2', 'get', 'Status history of a card (version 2)', 'statusHistoryv2/{cardId}'),
  card('active', 'put', 'Set a card active', 'active/{cardId}'),
  card('providerList', 'get', 'Card payment providers'),
  card('checkCardValidationForLoanApplication', 'post', 'Whether the card is validated for a loan application'),
  // Payment-provider callbacks and notifications (the spec names the providers only; docs/decisions.md).
  callback('credorax/callback', 'post', 'Credorax payment callback'),
  callback('credorax/notification', 'post', 'Credorax payment notification'),
  callback('threeDS/start', 'post', 'Start the 3DS flow for a card'),
  callback('threeDS/callback', 'post', '3DS authentication result from the provider'),
  callback('threeDS/result', 'get', 'Result page of the 3DS flow'),
  callback('iframe', 'get', 'Card-entry iframe of the payment provider'),
  callback('iframe/callback', 'post', 'Result of the card-entry iframe'),
  callback('dfp', 'post', 'Device fingerprint of the payment provider'),
  callback('paynopain/success', 'get', 'Paynopain success return'),
  callback('paynopain/error', 'get', 'Paynopain error return'),
  callback('paynopain/orderEvents', 'post', 'Paynopain order event notification', 'paynopain/orderEvents/{eventName}/{trackId}'),
  callback('bizum/callback', 'post', 'Bizum payment callback'),
  callback('bizum/start', 'post', 'Start a Bizum payment'),
  callback('bizum/redirect-back', 'get', 'Bizum return to the site'),
  callback('bizum/data', 'get', 'Bizum payment form data'),
  callback('UniversalPayNotificationURL', 'post', 'UniversalPay payment notification'),
  card('ivr', 'post', 'Take a card payment through the IVR (card via IVR)'),
  // Test and maintenance endpoints (named generically by the spec; docs/decisions.md).
  card('test/sale', 'post', 'Test sale against the provider sandbox'),
  card('maintenance/refreshCardStatuses', 'post', 'Maintenance: refresh card statuses from the provider'),
  // assumed: the console's card list and card page need cards of all customers and one card by id; the spec's card calls are per customer.
  card(
    'searchCards',
    'post',
    "Assumed: the spec's card calls are per customer, the console lists and opens cards across customers. Search the cards of all customers for the console (q, filter: id (one or a list), customerId, status; sort, order, page, perPage) -> { items, total }",
  ),
];
