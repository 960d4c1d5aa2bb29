import type { ApiResult } from '@pronto/request';

/** The messages of a failed call (the first one is what the user sees); a generic one when none came. */
export function errorMessages(result: Pick<ApiResult<unknown>, 'errors'>, fallback: string): string[] {
  const messages = result.errors.map((e) => e.message).filter(Boolean);
  return messages.length ? messages : [fallback];
}

/** The code of the first error, if any (InvalidEmail, CustomerAlreadyRegistered, PartnerCustomerInvalidEmail...). */
export const errorCode = (result: Pick<ApiResult<unknown>, 'errors'>): string | undefined => result.errors[0]?.code;
