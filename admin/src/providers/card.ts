import { tableProvider as table } from './tableProvider.ts';
import { rpc } from './rpc.ts';
import type { SearchPage } from './search.ts';

type CardId = { cardId: number };

export interface CardTransaction {
  id: number;
  cardId: number;
  amount: number;
  date: string;
  type: string;
  result: string;
}

/** The card service's RPC calls. */
export const cardRpc = {
  setCardLinked: (_: string, p: CardId) => rpc<unknown>('card.setLinked', { data: p }),
  setCardUnlinked: (_: string, p: CardId & { reason: string }) => rpc<unknown>('card.setUnlinked', { data: p }),
  setCardDeleted: (_: string, p: CardId & { reason: string }) => rpc<unknown>('card.setDeleted', { data: p }),
  setCardActive: (_: string, p: CardId) => rpc<unknown>('card.active', { vars: p }),
  setCardSubStatus: (_: string, p: CardId & { subStatus: string }) => rpc<unknown>('card.setCardSubStatus', { data: p }),
  setCardPrivilege: (_: string, p: CardId & { privilege: string }) => rpc<unknown>('card.cardPrivilege', { data: p }),
  setCardProvider: (_: string, p: CardId & { provider: string }) => rpc<unknown>('card.addOrUpdateProvider', { data: p }),
  cardTransactions: (_: string, p: CardId & { page: number; perPage: number; q?: string }) =>
    rpc<SearchPage<CardTransaction>>('card.searchCardTransactions', { data: p }),
  cardTransactionsCsv: (_: string, p: CardId & { q?: string }) => rpc<string>('card.searchCardTransactions/csv', { data: p }),
  cardPrivileges: (_: string) => rpc<string[]>('card.cardPrivileges'),
  cardProviders: (_: string) => rpc<string[]>('card.providerList'),
};

export const cardProvider = { ...table, ...cardRpc };
