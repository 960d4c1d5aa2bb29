import type { CallSpec } from '../../actions/calls/callSpec.ts';

/** The staff member's sign-in: a new password typed by the admin, who confirms it with their own. */
export const STAFF_MEMBER_CALLS: readonly CallSpec[] = [
  {
    id: 'membership.changePassword',
    title: { en: 'Change the password', es: 'Cambiar la contraseña' },
    from: { staffId: 'id' },
    fields: [
      { name: 'currentPassword', kind: 'secret', label: { en: 'Your own password', es: 'Su propia contraseña' } },
      { name: 'password', kind: 'secret', label: { en: 'New password', es: 'Nueva contraseña' } },
    ],
  },
];

/** Every back-office user, for the staff list. */
export const STAFF_LIST_CALLS: readonly CallSpec[] = [
  { id: 'membership.panelUsers', title: { en: 'Panel users', es: 'Usuarios del panel' } },
];
