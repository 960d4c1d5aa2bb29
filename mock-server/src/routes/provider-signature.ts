import { createHmac, timingSafeEqual } from 'node:crypto';
import { ApiError, AUTH_ERROR } from '../http.ts';

/*
 * What a provider's call to us is signed with: an HMAC-SHA256 of its fields (joined by "|") with the secret
 * the provider and the lender share, as card acquirers, Bizum (Redsys) and SMS gateways sign theirs.
 */

/** The providers that call back, each with a secret of its own. */
export type SigningProvider = 'credorax' | 'paynopain' | 'bizum' | 'universalpay' | 'sms' | 'email' | 'openbanking' | 'ivr';

/** A provider's shared secret: PROVIDER_SECRET_<NAME>, else the mock's sandbox secret. */
export function providerSecret(provider: SigningProvider): string {
  return process.env[`PROVIDER_SECRET_${provider.toUpperCase()}`] ?? `mock-${provider}-shared-secret`;
}

/** The signature a provider puts on a call: hex HMAC-SHA256 of the parts joined by "|". */
export function providerSignature(provider: SigningProvider, parts: readonly (string | number)[]): string {
  return createHmac('sha256', providerSecret(provider)).update(parts.join('|')).digest('hex');
}

/** Refuses (401) a call whose signature is missing or is not the provider's over these parts. */
export function checkSignature(provider: SigningProvider, signature: unknown, parts: readonly (string | number)[]): void {
  const expected = Buffer.from(providerSignature(provider, parts), 'hex');
  const given = typeof signature === 'string' && /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given || !timingSafeEqual(expected, given)) throw new ApiError(401, AUTH_ERROR);
}
