import { tableProvider as table } from './tableProvider.ts';
import { IDS } from './ids.ts';
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
  setCardLinked: (_: string, p: CardId) => rpc<unknown>(IDS.cardLinked, { data: p }),
  setCardUnlinked: (_: string, p: CardId) => rpc<unknown>(IDS.cardUnlinked, { data: p }),
  setCardDeleted: (_: string, p: CardId) => rpc<unknown>(IDS.cardDeleted, { data: p }),
  setCardActive: (_: string, p: CardId) => rpc<unknown>(IDS.cardActive, { vars: p }),
  setCardSubStatus: (_: string, p: CardId & { subStatus: string }) => rpc<unknown>(IDS.cardSubStatus, { data: p }),
  setCardPrivilege: (_: string, p: CardId & { privilege: string }) => rpc<unknown>(IDS.cardPrivilege, { data: p }),
  setCardProvider: (_: string, p: CardId & { provider: string }) => rpc<unknown>(IDS.cardProvider, { data: p }),
  cardTransactions: (_: string, p: CardId & { page: number; perPage: number; q?: string }) =>
    rpc<SearchPage<CardTransaction>>(IDS.cardTransactionsSearch, { data: p }),
  cardTransactionsCsv: (_: string, p: CardId & { q?: string }) => rpc<string>(IDS.cardTransactionsCsv, { data: p }),
  cardStatusHistory: (_: string, p: CardId) => rpc<{ status: string; createdAt: string }[]>(IDS.cardStatusHistory, { vars: p }),
  cardPrivileges: (_: string) => rpc<string[]>(IDS.cardPrivileges),
  cardProviders: (_: string) => rpc<string[]>(IDS.cardProviders),
};

export const cardProvider = { ...table, ...cardRpc };
