import { tableProvider as table } from './tableProvider.ts';
import { rpc } from './rpc.ts';

type CardId = { cardId: number };

export type { CardTransaction } from '@pronto/api';

/** The card service's RPC calls. */
export const cardRpc = {
  setCardLinked: (_: string, p: CardId) => rpc('card.setLinked', { data: p }),
  setCardUnlinked: (_: string, p: CardId & { reason: string }) => rpc('card.setUnlinked', { data: p }),
  setCardDeleted: (_: string, p: CardId & { reason: string }) => rpc('card.setDeleted', { data: p }),
  setCardActive: (_: string, p: CardId) => rpc('card.active', { vars: p }),
  setCardSubStatus: (_: string, p: CardId & { subStatus: string }) => rpc('card.setCardSubStatus', { data: p }),
  setCardPrivilege: (_: string, p: CardId & { privilege: string }) => rpc('card.cardPrivilege', { data: p }),
  setCardProvider: (_: string, p: CardId & { provider: string }) => rpc('card.addOrUpdateProvider', { data: p }),
  cardTransactions: (_: string, p: CardId & { page: number; perPage: number; q?: string }) =>
    rpc('card.searchCardTransactions', { data: p }),
  cardTransactionsCsv: (_: string, p: CardId & { q?: string }) => rpc('card.searchCardTransactions/csv', { data: p }),
  cardPrivileges: (_: string) => rpc('card.cardPrivileges'),
  cardProviders: (_: string) => rpc('card.providerList'),
};

export const cardProvider = { ...table, ...cardRpc };
