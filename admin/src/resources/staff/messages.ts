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

/** Texts of the staff permission screens (`resources`); their names are in en.ts / es.ts. */
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
};

export const en = { resources: enTexts };
export const es = { resources: esTexts };

// Evaluated with the permission screens (they import this module first), before anything of them renders.
registerMessages({ en, es });
