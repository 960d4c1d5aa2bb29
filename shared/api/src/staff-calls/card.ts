/** The card calls of the console (card service) and the records they answer. */
import type { SearchResponse } from '../search-models.ts';

type CardId = { cardId: number };

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
}

/** One transaction on a card (a validation or a sale). */
export interface CardTransaction {
  id: number;
  cardId: number;
  customerId: number;
  loanId: number | null;
  amount: number;
  currency: string;
  type: string;
  status: string;
  createdAt: string;
}

/** Card calls of the console, by catalogue id. */
export interface CardCalls {
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
