import { CUSTOMER_STATUSES } from '@pronto/domain';

/** Customer statuses as select choices (the value is the label: statuses are code words). */
export const STATUS_CHOICES = CUSTOMER_STATUSES.map((s) => ({ id: s, name: s }));
export const COUNTRY_CHOICES = [
  { id: 'GB', name: 'pronto.login.countries.GB' },
  { id: 'ES', name: 'pronto.login.countries.ES' },
];
export const COLLECTION_CHOICES = ['none', 'internal', 'external', 'legal'].map((s) => ({ id: s, name: s }));
