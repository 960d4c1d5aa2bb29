import type { CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;
const group = { name: 'groupId', reference: 'customerGroups' } as const;

/** The Groups tab: moving the customer in and out of groups, their group status, and who else is in a group. */
export const GROUP_CALLS: readonly CallSpec[] = [
  { id: 'customer.addCustomerToGroup', title: { en: 'Add to a group', es: 'Añadir a un grupo' }, from: customer, fields: [group] },
  {
    id: 'customer.removeCustomerFromGroup',
    title: { en: 'Remove from a group', es: 'Quitar de un grupo' },
    from: customer,
    fields: [group],
  },
  {
    id: 'customer.customerGroupStatus',
    title: { en: 'Set the group status', es: 'Establecer el estado en el grupo' },
    from: customer,
    fields: [
      group,
      {
        name: 'status',
        kind: 'choice',
        choices: ['active', 'inactive'],
        choiceWords: { active: { en: 'Active', es: 'Activo' }, inactive: { en: 'Inactive', es: 'Inactivo' } },
      },
    ],
  },
  { id: 'customer.getCustomerByGroupId', title: { en: 'Customers in a group', es: 'Clientes de un grupo' }, fields: [group] },
];
