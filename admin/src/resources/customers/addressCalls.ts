import type { CallField, CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;

/** The address lines; all required to add an address, each optional when one is changed. */
const lines = (optional: boolean): CallField[] => [
  { name: 'street', optional },
  { name: 'houseNumber', optional },
  { name: 'town', optional },
  { name: 'county', optional: true },
  { name: 'postCode', optional },
];

/** The Addresses tab: the customer service's address records, adding one and changing one (home or work). */
export const ADDRESS_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.address.post',
    title: { en: 'Add an address', es: 'Añadir una dirección' },
    from: customer,
    fields: [{ name: 'addressType', kind: 'choice', enum: 'addressType' }, ...lines(false)],
  },
  {
    id: 'customer.address.put',
    title: { en: 'Change an address', es: 'Cambiar una dirección' },
    from: customer,
    fields: [{ name: 'addressType', kind: 'choice', enum: 'addressType' }, ...lines(true)],
  },
  { id: 'customer.address', title: { en: 'Address records', es: 'Registros de direcciones' }, from: customer },
];
