import type { CustomerDetails } from '@pronto/api';

/** A customer as the console reads it: CustomerDetails plus the back-office fields. */
export interface CustomerRow extends CustomerDetails {
  mobilePhone: string;
  createdAt: string;
  deleted: boolean;
  blacklisted: boolean;
  vip: boolean;
  collectionStatus: string | null;
  emailVerified?: boolean;
}
