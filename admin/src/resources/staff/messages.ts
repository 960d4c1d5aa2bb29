import type { Shape } from '../../i18n/en.ts';
import { registerMessages } from '../../i18n/i18nProvider.ts';

const operations = {
  manualPayment: 'Manual payment',
  discount: 'Discount',
  rollover: 'Rollover',
  restructure: 'Restructure',
  arrangement: 'Arrangement',
  legalHandover: 'Legal hand-over',
  sendLetters: 'Send letters',
};

/** Texts of the staff screens, their permission screens and sign-in pages (`resources`); their names are in en.ts / es.ts, the staff fields and roles in records/messages.ts. */
const enTexts = {
  camPermissions: {
    fields: { id: 'ID', emailAddress: 'E-mail', fullName: 'Name', operations: 'Business operations', liveChat: 'Live chat', q: 'Search' },
    operations,
    actions: {},
    notifications: {},
  },
  permissions: {
    fields: { id: 'ID', name: 'Permission', kind: 'Kind', roles: 'Roles', q: 'Search' },
    kinds: { area: 'Console area', businessOperation: 'Business operation' },
    actions: {},
    notifications: {},
  },
  onlineCams: {
    fields: {
      id: 'ID',
      emailAddress: 'E-mail',
      fullName: 'Name',
      operations: 'Business operations',
      liveChat: 'Live chat',
      since: 'Signed in',
    },
    actions: {},
    notifications: {},
  },
  companyUsers: {
    fields: { id: 'ID', name: 'Company', email: 'User e-mail', country: 'Country', q: 'Search' },
    actions: {},
    notifications: {},
  },
  staff: {
    newCam: 'A new staff member is a collection agent; after saving, give them a password with "Reset password".',
    temporaryPassword: 'Temporary password',
    loginFields: {
      emailAddress: 'E-mail',
      result: 'Result',
      createdAt: 'When',
      customer: 'Customer',
      relatedCustomer: 'Related customer',
      ip: 'IP address',
      verdict: 'Verdict',
      checkedBy: 'Checked by',
      check: 'Check',
    },
    loginResults: { success: 'Signed in', failure: 'Refused' },
    verdicts: { unchecked: 'Not checked', related: 'Related', notRelated: 'Not related' },
    actions: { resetPassword: 'Reset password', related: 'Related', notRelated: 'Not related' },
    notifications: { passwordReset: 'Password reset', checked: 'Check saved' },
  },
};

const esTexts: Shape<typeof enTexts> = {
  camPermissions: {
    fields: {
      id: 'ID',
      emailAddress: 'Correo',
      fullName: 'Nombre',
      operations: 'Operaciones de negocio',
      liveChat: 'Chat en vivo',
      q: 'Buscar',
    },
    operations: {
      manualPayment: 'Pago manual',
      discount: 'Descuento',
      rollover: 'Prórroga',
      restructure: 'Reestructuración',
      arrangement: 'Acuerdo de pago',
      legalHandover: 'Paso a vía legal',
      sendLetters: 'Enviar cartas',
    },
    actions: {},
    notifications: {},
  },
  permissions: {
    fields: { id: 'ID', name: 'Permiso', kind: 'Tipo', roles: 'Roles', q: 'Buscar' },
    kinds: { area: 'Área de la consola', businessOperation: 'Operación de negocio' },
    actions: {},
    notifications: {},
  },
  onlineCams: {
    fields: {
      id: 'ID',
      emailAddress: 'Correo',
      fullName: 'Nombre',
      operations: 'Operaciones de negocio',
      liveChat: 'Chat en vivo',
      since: 'Conectado desde',
    },
    actions: {},
    notifications: {},
  },
  companyUsers: {
    fields: { id: 'ID', name: 'Agencia', email: 'Correo del usuario', country: 'País', q: 'Buscar' },
    actions: {},
    notifications: {},
  },
  staff: {
    newCam: 'Un empleado nuevo es un agente de recobro; tras guardar, dele una contraseña con "Restablecer contraseña".',
    temporaryPassword: 'Contraseña temporal',
    loginFields: {
      emailAddress: 'Correo',
      result: 'Resultado',
      createdAt: 'Cuándo',
      customer: 'Cliente',
      relatedCustomer: 'Cliente relacionado',
      ip: 'Dirección IP',
      verdict: 'Veredicto',
      checkedBy: 'Revisado por',
      check: 'Revisar',
    },
    loginResults: { success: 'Acceso correcto', failure: 'Rechazado' },
    verdicts: { unchecked: 'Sin revisar', related: 'Relacionados', notRelated: 'No relacionados' },
    actions: { resetPassword: 'Restablecer contraseña', related: 'Relacionados', notRelated: 'No relacionados' },
    notifications: { passwordReset: 'Contraseña restablecida', checked: 'Revisión guardada' },
  },
};

export const en = { resources: enTexts };
export const es = { resources: esTexts };

// Evaluated with the staff screens (they import this module first), before anything of them renders.
registerMessages({ en, es });
