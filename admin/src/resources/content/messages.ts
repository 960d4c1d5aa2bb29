import type { Shape } from '../../i18n/en.ts';
import { registerMessages } from '../../i18n/i18nProvider.ts';

const treeFields = {
  id: 'ID',
  name: 'Name',
  title: 'Title',
  country: 'Country',
  body: 'Text',
  order: 'Order',
  createdAt: 'Created',
  q: 'Search',
  categoryId: 'Category',
  channelId: 'Channel',
  groupId: 'Group',
};
const camposArbol = {
  id: 'ID',
  name: 'Nombre',
  title: 'Título',
  country: 'País',
  body: 'Texto',
  order: 'Orden',
  createdAt: 'Creado',
  q: 'Buscar',
  categoryId: 'Categoría',
  channelId: 'Canal',
  groupId: 'Grupo',
};

/** Texts of the content tree, enums, business exceptions, IP locations, online users, whitelist, IP bans and translations (`resources`); their names are in en.ts / es.ts. */
const enTexts = {
  categories: { fields: treeFields, actions: { add: 'Add category' }, notifications: {} },
  channels: { fields: treeFields, actions: { add: 'Add channel' }, notifications: {} },
  groups: { fields: treeFields, actions: { add: 'Add group' }, notifications: {} },
  contents: { fields: treeFields, actions: { add: 'Add content' }, notifications: {} },
  enums: {
    fields: { id: 'ID', name: 'Enumeration', key: 'Key', value: 'Label', q: 'Search' },
    help: 'Adds a value to an enumeration such as Gender or EmploymentStatus; a new name starts a new enumeration.',
    actions: {},
    notifications: {},
  },
  businessExceptions: {
    fields: { id: 'ID', culture: 'Culture', key: 'Key', value: 'Message', q: 'Search' },
    actions: {},
    notifications: {},
  },
  ipLocations: {
    fields: { id: 'ID', ip: 'IP address', country: 'Country', city: 'City', isp: 'Provider', q: 'Search' },
    actions: {},
    notifications: {},
  },
  onlineUsers: {
    fields: { id: 'ID', kind: 'Kind', name: 'Who', role: 'Role', since: 'Signed in', q: 'Search' },
    actions: {},
    notifications: {},
  },
  whitelist: {
    fields: { id: 'ID', ip: 'IP address', note: 'Note', createdAt: 'Added' },
    actions: { invalidate: 'Invalidate cache' },
    notifications: { invalidated: 'Whitelist cache invalidated' },
  },
  ipBans: {
    fields: { id: 'ID', ip: 'IP address', type: 'Where', reason: 'Reason', createdAt: 'Banned' },
    types: { local: 'Application', elb: 'Load balancer' },
    actions: { lift: 'Lift ban' },
    notifications: {},
  },
  translations: {
    fields: { id: 'ID', culture: 'Culture', key: 'Key', value: 'Text', q: 'Search' },
    inUse: 'Answered by the translation call',
    actions: {},
    notifications: {},
  },
};

const esTexts: Shape<typeof enTexts> = {
  categories: { fields: camposArbol, actions: { add: 'Añadir categoría' }, notifications: {} },
  channels: { fields: camposArbol, actions: { add: 'Añadir canal' }, notifications: {} },
  groups: { fields: camposArbol, actions: { add: 'Añadir grupo' }, notifications: {} },
  contents: { fields: camposArbol, actions: { add: 'Añadir contenido' }, notifications: {} },
  enums: {
    fields: { id: 'ID', name: 'Enumeración', key: 'Clave', value: 'Etiqueta', q: 'Buscar' },
    help: 'Añade un valor a una enumeración como Gender o EmploymentStatus; un nombre nuevo crea una enumeración nueva.',
    actions: {},
    notifications: {},
  },
  businessExceptions: {
    fields: { id: 'ID', culture: 'Cultura', key: 'Clave', value: 'Mensaje', q: 'Buscar' },
    actions: {},
    notifications: {},
  },
  ipLocations: {
    fields: { id: 'ID', ip: 'Dirección IP', country: 'País', city: 'Ciudad', isp: 'Proveedor', q: 'Buscar' },
    actions: {},
    notifications: {},
  },
  onlineUsers: {
    fields: { id: 'ID', kind: 'Tipo', name: 'Quién', role: 'Rol', since: 'Conectado desde', q: 'Buscar' },
    actions: {},
    notifications: {},
  },
  whitelist: {
    fields: { id: 'ID', ip: 'Dirección IP', note: 'Nota', createdAt: 'Añadida' },
    actions: { invalidate: 'Invalidar caché' },
    notifications: { invalidated: 'Caché de la lista blanca invalidada' },
  },
  ipBans: {
    fields: { id: 'ID', ip: 'Dirección IP', type: 'Dónde', reason: 'Motivo', createdAt: 'Bloqueada' },
    types: { local: 'Aplicación', elb: 'Balanceador de carga' },
    actions: { lift: 'Levantar bloqueo' },
    notifications: {},
  },
  translations: {
    fields: { id: 'ID', culture: 'Idioma', key: 'Clave', value: 'Texto', q: 'Buscar' },
    inUse: 'Respuesta de la llamada de traducción',
    actions: {},
    notifications: {},
  },
};

export const en = { resources: enTexts };
export const es = { resources: esTexts };

// Evaluated with the content screens that show these texts (each imports this module first), before they render.
registerMessages({ en, es });
