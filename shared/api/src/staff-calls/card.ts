/** The card calls of the console (card service) and the records they answer. */
import type { SearchResponse } from '../search-models.ts';

type CardId = { cardId: number };
type CustomerId = { customerId: number };

/** A card's status: active (charged first), linked, unlinked or deleted (never charged). */
export type CardStatus = 'active' | 'linked' | 'unlinked' | 'deleted';

/** One change of a card's status, sub-status, privilege or provider. */
export interface CardStatusChange {
  status: string;
  createdAt: string;
  createdBy: string;
}

/** A customer's card as the back office sees it. */
export interface CardRecord {
  id: number;
  customerId: number;
  country: string;
  maskedPan: string;
  brand: string;
  expiry: string;
  holderName: string;
  provider: string;
  status: CardStatus;
  active: boolean;
  linked: boolean;
  deleted: boolean;
  subStatus: string | null;
  privilege?: string;
  createdAt: string;
  statusHistory: CardStatusChange[];
  /** The provider's vault token the card is charged with (none on a card the customer unlinked). */
  providerToken?: string;
  /** Whether the bank accepted the card check (a zero-value authorisation). */
  validated?: boolean;
  validatedAt?: string | null;
}

/** A card in the short lists (customer/mini, customer/miniHavingToken). */
export type CardMini = Pick<CardRecord, 'id' | 'maskedPan' | 'brand' | 'status'> & { provider?: string };

/** One transaction on a card (a validation or a sale). */
export interface CardTransaction {
  id: number;
  /** None on a test sale in the provider's sandbox. */
  cardId: number | null;
  customerId: number | null;
  loanId: number | null;
  amount: number;
  currency: string;
  type: string;
  status: string;
  createdAt: string;
  provider?: string | null;
  /** How a sale was taken: staff, gkpay, ivr (by phone) or online (the customer, with 3-D Secure). */
  channel?: string;
  /** The provider's reference of the transaction. */
  reference?: string;
  /** The loan payment a successful sale booked. */
  paymentId?: number;
  createdBy?: string;
  cancelledAt?: string;
  cancelledBy?: string;
  /** The loan payment a cancelled sale reversed. */
  reversedPaymentId?: number;
  settledAt?: string | null;
  /** A test sale: the provider's sandbox. */
  environment?: string;
  maskedPan?: string;
}

/** The outcome of validating one card of several. */
export interface CardValidation {
  cardId: number;
  validated: boolean;
  message: string;
}

/** Whether a card may be used for a loan application, and why not. */
export interface CardApplicationCheck {
  customerId: number;
  cardId: number;
  loanId: number | null;
  valid: boolean;
  reasons: string[];
}

/** A staff charge on a stored card: the card, the amount, the loan it pays (else the customer's only open loan). */
type SaleRequest = CardId & { amount: number; loanId?: number; customerId?: number; reason: string };

/** An online payment (card with 3-D Secure, or Bizum) as the provider's pages and callbacks show it. */
export interface PaymentSessionView {
  /** The provider's reference: 32 hex digits. */
  reference: string;
  method: 'card' | 'bizum';
  provider: string;
  status: 'cardEntry' | 'challenge' | 'authorised' | 'pending' | 'completed' | 'failed' | 'refunded';
  amount: number;
  currency: string;
  threeDS: 'pending' | 'authenticated' | 'failed' | null;
  failure: string | null;
}

/** Who starts an online payment: the signed-in customer's loan, or a payment link; the amount, else the next instalment. */
type PaymentStart = { loanId?: number; paymentToken?: string; amount?: number; full?: boolean };
type Signed = { reference: string; signature: string };

/** The payment providers' pages and callbacks (public calls), by catalogue id. */
export interface CardProviderCalls {
  'card.threeDS/start': {
    request: PaymentStart & { cardId?: number };
    response: PaymentSessionView & { iframeUrl: string | null; resultUrl: string };
  };
  'card.threeDS/callback': { request: Signed & { result: 'authenticated' | 'failed' }; response: PaymentSessionView };
  'card.threeDS/result': { request: undefined; response: PaymentSessionView };
  'card.iframe': {
    request: undefined;
    response: PaymentSessionView & { fields: string[]; postUrl: string; fingerprintUrl: string };
  };
  'card.iframe/callback': {
    request: Signed & { token: string; last4: string; brand: string; expiry: string; holderName: string };
    response: PaymentSessionView;
  };
  'card.dfp': { request: { reference: string; fingerprint: string }; response: { reference: string; recorded: boolean } };
  'card.credorax/callback': { request: Signed & { status: 'approved' | 'declined' }; response: PaymentSessionView };
  'card.credorax/notification': { request: Signed & { event: 'settled' | 'refunded' }; response: PaymentSessionView };
  'card.paynopain/orderEvents': { request: { signature: string }; response: PaymentSessionView };
  'card.paynopain/success': { request: undefined; response: PaymentSessionView };
  'card.paynopain/error': { request: undefined; response: PaymentSessionView };
  'card.UniversalPayNotificationURL': {
    request: Signed & { status: 'approved' | 'declined' | 'refunded' };
    response: PaymentSessionView;
  };
  'card.bizum/start': { request: PaymentStart; response: PaymentSessionView & { formUrl: string } };
  'card.bizum/data': {
    request: undefined;
    response: PaymentSessionView & { url: string; Ds_SignatureVersion: string; Ds_MerchantParameters: string; Ds_Signature: string };
  };
  'card.bizum/callback': { request: Signed & { status: 'approved' | 'declined' }; response: PaymentSessionView };
  'card.bizum/redirect-back': { request: undefined; response: PaymentSessionView };
}

/** Card calls of the console, by catalogue id. */
export interface CardCalls {
  'card.create': { request: CustomerId & { providerToken: string }; response: CardRecord };
  'card.createAndValidate': { request: CustomerId & { providerToken: string }; response: CardRecord };
  'card.validate': { request: CardId & Partial<CustomerId>; response: CardRecord };
  'card.validate/multiple': { request: Partial<CustomerId> & { cardIds: number[] }; response: CardValidation[] };
  'card.checkCardValidationForLoanApplication': {
    request: CustomerId & CardId & { loanId?: number };
    response: CardApplicationCheck;
  };
  'card.sale': { request: SaleRequest; response: CardTransaction };
  'card.saleOnGkPay': { request: SaleRequest; response: CardTransaction };
  'card.ivr': { request: SaleRequest & { loanId: number }; response: CardTransaction };
  'card.transaction/cancel': { request: CardId & { transactionId: number; reason: string }; response: CardTransaction };
  'card.test/sale': { request: { amount: number; cardNumber?: string }; response: CardTransaction };
  'card.maintenance/refreshCardStatuses': {
    request: { reason?: string };
    response: { checked: number; unlinked: number; cardIds: number[] };
  };
  'card.customer': { request: undefined; response: CardRecord[] };
  'card.customer/ordered': { request: undefined; response: CardRecord[] };
  'card.customer/latest': { request: undefined; response: CardRecord | null };
  'card.customer/mini': { request: undefined; response: CardMini[] };
  'card.customer/miniHavingToken': { request: undefined; response: CardMini[] };
  'card.transactions': { request: undefined; response: CardTransaction[] };
  'card.transactionsPaged': { request: undefined; response: SearchResponse<CardTransaction> };
  'card.statusHistory': { request: undefined; response: CardStatusChange[] };
  'card.statusHistoryv2': { request: undefined; response: CardStatusChange[] };
  'card.setLinked': { request: CardId; response: CardRecord };
  'card.setUnlinked': { request: CardId & { reason: string }; response: CardRecord };
  'card.setDeleted': { request: CardId & { reason: string }; response: CardRecord };
  'card.active': { request: undefined; response: CardRecord };
  'card.setCardSubStatus': { request: CardId & { subStatus: string }; response: CardRecord };
  'card.cardPrivilege': { request: CardId & { privilege: string }; response: CardRecord };
  'card.addOrUpdateProvider': { request: CardId & { provider: string }; response: CardRecord };
  'card.searchCardTransactions': {
    request: { cardId?: number; customerId?: number; q?: string; page?: number; perPage?: number };
    response: SearchResponse<CardTransaction>;
  };
  'card.searchCardTransactions/csv': { request: { cardId?: number; customerId?: number; q?: string }; response: string };
  'card.cardPrivileges': { request: undefined; response: string[] };
  'card.providerList': { request: undefined; response: string[] };
}
