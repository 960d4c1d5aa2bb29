import type { ApiResult } from '@pronto/request';
import { callerOf, type CallOptions } from './caller.ts';
import type { AccountCallTypes } from './account-models.ts';
import type { ResponseOf } from './call-types.ts';
import { accountEntries } from './catalogue/account.ts';
import { loanOwnEntries } from './catalogue/loan-own.ts';
import { withIds } from './catalogue/with-ids.ts';
import { journeyCatalogue, lookupIn } from './customer-site-journeys.ts';
import type { CatalogueEntry } from './types.ts';

/** The customer site's account-area calls: the customer's own loans, cards, bank data and documents. */
export const accountCatalogue: readonly CatalogueEntry[] = withIds([...loanOwnEntries, ...accountEntries]);

/** Every call of the customer site: the journeys and the account area. */
export const siteCatalogue: readonly CatalogueEntry[] = [...journeyCatalogue, ...accountCatalogue];

const accountEntry = lookupIn(accountCatalogue, 'a customer-site account call (shared/api/src/customer-site-account.ts)');
const callAccount = callerOf(accountEntry);

/** An id the account pages call. */
export type AccountCallId = keyof AccountCallTypes;

/** Calls an account-area entry by id, typed by the contract (AccountCallTypes). */
export function accountCall<Id extends AccountCallId>(id: Id, options: CallOptions<Id> = {}): Promise<ApiResult<ResponseOf<Id>>> {
  return callAccount(id, options);
}
