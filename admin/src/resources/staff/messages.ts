import type { Shape } from '../../i18n/en.ts';

const operations = {
  manualPayment: 'Manual payment',
  discount: 'Discount',
  rollover: 'Rollover',
  restructure: 'Restructure',
  arrangement: 'Arrangement',
  legalHandover: 'Legal hand-over',
  sendLetters: 'Send letters',
};

/** Labels of the staff permission screens (spread into `resources`). */
export const en = {
  camPermissions: {
    name: 'Agent permissions |||| Agent permissions',
    fields: { id: 'ID', emailAddress: 'E-mail', fullName: 'Name', operations: 'Business operations', liveChat: 'Live chat', q: 'Search' },
    operations,
    actions: {},
    notifications: {},
  },
  permissions: {
    name: 'Permission |||| Permissions',
    fields: { id: 'ID', name: 'Permission', kind: 'Kind', roles: 'Roles', q: 'Search' },
    kinds: { area: 'Console area', businessOperation: 'Business operation' },
    actions: {},
    notifications: {},
  },
  onlineCams: {
    name: 'Online agent |||| Online agents',
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
    name: 'Collection company user |||| Collection company users',
    fields: { id: 'ID', name: 'Company', email: 'User e-mail', country: 'Country', q: 'Search' },
    actions: {},
    notifications: {},
  },
};

export const es: Shape<typeof en> = {
  camPermissions: {
    name: 'Permisos del agente |||| Permisos de agentes',
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
    name: 'Permiso |||| Permisos',
    fields: { id: 'ID', name: 'Permiso', kind: 'Tipo', roles: 'Roles', q: 'Buscar' },
    kinds: { area: 'Área de la consola', businessOperation: 'Operación de negocio' },
    actions: {},
    notifications: {},
  },
  onlineCams: {
    name: 'Agente conectado |||| Agentes conectados',
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
    name: 'Usuario de agencia de recobro |||| Usuarios de agencias de recobro',
    fields: { id: 'ID', name: 'Agencia', email: 'Correo del usuario', country: 'País', q: 'Buscar' },
    actions: {},
    notifications: {},
  },
};
