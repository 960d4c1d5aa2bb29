import type { Shape } from '../../i18n/en.ts';

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

/** Labels of the content tree, enums, business exceptions, IP locations and online users (spread into `resources`). */
export const en = {
  categories: { name: 'Category |||| Categories', fields: treeFields, actions: { add: 'Add category' }, notifications: {} },
  channels: { name: 'Channel |||| Channels', fields: treeFields, actions: { add: 'Add channel' }, notifications: {} },
  groups: { name: 'Group |||| Groups', fields: treeFields, actions: { add: 'Add group' }, notifications: {} },
  contents: { name: 'Content |||| Contents', fields: treeFields, actions: { add: 'Add content' }, notifications: {} },
  enums: {
    name: 'Enumeration value |||| Enumerations',
    fields: { id: 'ID', name: 'Enumeration', key: 'Key', value: 'Label', q: 'Search' },
    help: 'Adds a value to an enumeration such as Gender or EmploymentStatus; a new name starts a new enumeration.',
    actions: {},
    notifications: {},
  },
  businessExceptions: {
    name: 'Business exception |||| Business exceptions',
    fields: { id: 'ID', culture: 'Culture', key: 'Key', value: 'Message', q: 'Search' },
    actions: {},
    notifications: {},
  },
  ipLocations: {
    name: 'IP location |||| IP locations',
    fields: { id: 'ID', ip: 'IP address', country: 'Country', city: 'City', isp: 'Provider', q: 'Search' },
    actions: {},
    notifications: {},
  },
  onlineUsers: {
    name: 'Online user |||| Online users',
    fields: { id: 'ID', kind: 'Kind', name: 'Who', role: 'Role', since: 'Signed in', q: 'Search' },
    actions: {},
    notifications: {},
  },
};

export const es: Shape<typeof en> = {
  categories: { name: 'Categoría |||| Categorías', fields: camposArbol, actions: { add: 'Añadir categoría' }, notifications: {} },
  channels: { name: 'Canal |||| Canales', fields: camposArbol, actions: { add: 'Añadir canal' }, notifications: {} },
  groups: { name: 'Grupo |||| Grupos', fields: camposArbol, actions: { add: 'Añadir grupo' }, notifications: {} },
  contents: { name: 'Contenido |||| Contenidos', fields: camposArbol, actions: { add: 'Añadir contenido' }, notifications: {} },
  enums: {
    name: 'Valor de enumeración |||| Enumeraciones',
    fields: { id: 'ID', name: 'Enumeración', key: 'Clave', value: 'Etiqueta', q: 'Buscar' },
    help: 'Añade un valor a una enumeración como Gender o EmploymentStatus; un nombre nuevo crea una enumeración nueva.',
    actions: {},
    notifications: {},
  },
  businessExceptions: {
    name: 'Excepción de negocio |||| Excepciones de negocio',
    fields: { id: 'ID', culture: 'Cultura', key: 'Clave', value: 'Mensaje', q: 'Buscar' },
    actions: {},
    notifications: {},
  },
  ipLocations: {
    name: 'Ubicación de IP |||| Ubicaciones de IP',
    fields: { id: 'ID', ip: 'Dirección IP', country: 'País', city: 'Ciudad', isp: 'Proveedor', q: 'Buscar' },
    actions: {},
    notifications: {},
  },
  onlineUsers: {
    name: 'Usuario conectado |||| Usuarios conectados',
    fields: { id: 'ID', kind: 'Tipo', name: 'Quién', role: 'Rol', since: 'Conectado desde', q: 'Buscar' },
    actions: {},
    notifications: {},
  },
};
