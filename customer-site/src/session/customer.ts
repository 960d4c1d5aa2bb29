import type { CustomerDetails } from '@pronto/api';

/** The customer's personal mobile phone from the communication entries ('' when unknown). */
export function personalMobile(customer: CustomerDetails | null | undefined): string {
  return customer?.communication.find((c) => c.type === 'phone' && c.subType === 'personal')?.value ?? '';
}

export const fullName = (customer: CustomerDetails | null | undefined): string =>
  customer ? `${customer.firstName} ${customer.lastName}`.trim() : '';
