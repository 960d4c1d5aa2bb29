import { define } from './define.ts';

/**
 * The staff calls the console's first screen makes first (customer.ts lists each in its place): the customer
 * list's search. The console bundles these with its first screen and loads the whole catalogue with the first
 * other call.
 */
export const firstConsoleCalls = {
  customerSearch: define(
    'customer',
    'search',
    'post',
    'staff',
    'customers',
    'Search customers: q (name, mobile, e-mail, national ID), filter status/country, sort, order, page, perPage -> { items, total }',
  ),
};
