import { createHash } from 'node:crypto';
import type { CustomerRecord, Row } from '../types.ts';
import { seedProviderToken } from './loans.ts';

/**
 * The card provider's vault as seeded: the token of every seeded card that has one, and for every sixth
 * customer with cards a card tokenised at the provider whose journey stopped before the card was stored
 * (staff add it with card.create).
 */
export function vaultSeed(customers: CustomerRecord[], cards: Row[]): Row[] {
  const vault: Row[] = [];
  const add = (row: Omit<Row, 'id'>) => vault.push({ ...row, id: vault.length + 1 });
  for (const card of cards) {
    if (typeof card.providerToken !== 'string') continue;
    add({
      token: card.providerToken,
      provider: card.provider,
      customerId: card.customerId,
      last4: String(card.maskedPan).slice(-4),
      brand: card.brand,
      expiry: card.expiry,
      holderName: card.holderName,
      cardId: card.id,
      createdAt: card.createdAt,
    });
  }
  const withCards = new Set(cards.map((c) => c.customerId));
  for (const customer of customers) {
    if (customer.id % 6 !== 0 || !withCards.has(customer.id)) continue;
    const digits = createHash('sha256').update(`seed-spare-${customer.id}`).digest('hex').replace(/\D/g, '');
    add({
      token: seedProviderToken(customer.country, 1_000_000 + customer.id),
      provider: customer.country === 'GB' ? 'credorax' : 'paynopain',
      customerId: customer.id,
      // Never the provider's declining test ending (0002): a spare card is a good one.
      last4: `${digits.slice(0, 3).padEnd(3, '7')}${customer.id % 2 ? 5 : 8}`,
      brand: customer.id % 4 ? 'VISA' : 'MASTERCARD',
      expiry: `12/${29 + (customer.id % 3)}`,
      holderName: `${customer.firstName} ${customer.lastName}`,
      cardId: null,
      createdAt: customer.createdAt,
    });
  }
  return vault;
}
