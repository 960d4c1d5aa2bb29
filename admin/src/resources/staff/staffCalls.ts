import type { CallSpec } from '../../actions/calls/callSpec.ts';

/** The staff member's sign-in: a new password typed by the admin. */
export const STAFF_MEMBER_CALLS: readonly CallSpec[] = [
  {
    id: 'membership.changePassword',
    title: { en: 'Change the password', es: 'Cambiar la contraseña' },
    from: { staffId: 'id' },
    fields: [{ name: 'password', kind: 'secret' }],
  },
];

/** Every back-office user, for the staff list. */
export const STAFF_LIST_CALLS: readonly CallSpec[] = [
  { id: 'membership.panelUsers', title: { en: 'Panel users', es: 'Usuarios del panel' } },
];
