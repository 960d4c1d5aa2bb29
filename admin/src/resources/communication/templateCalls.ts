import type { CallSpec } from '../../actions/calls/callSpec.ts';
import { CHANNELS } from './channels.ts';

/** Finding templates by id or name, their names, and a new template with its channel: the template list. */
export const TEMPLATE_LIST_CALLS: readonly CallSpec[] = [
  {
    id: 'communication.createNewTemplate',
    title: { en: 'Create a template', es: 'Crear una plantilla' },
    fields: [
      { name: 'name' },
      { name: 'channel', kind: 'choice', choices: CHANNELS, label: { en: 'Channel', es: 'Canal' } },
      { name: 'subject', optional: true },
      { name: 'body', kind: 'long' },
    ],
  },
  {
    id: 'communication.template/get',
    title: { en: 'Find a template by id', es: 'Buscar una plantilla por id' },
    fields: [{ name: 'id', kind: 'number', label: { en: 'Template (id)', es: 'Plantilla (id)' } }],
  },
  {
    id: 'communication.templateByName',
    title: { en: 'Find a template by name', es: 'Buscar una plantilla por nombre' },
    fields: [{ name: 'name' }],
  },
  { id: 'communication.getTemplatesNameDistinct', title: { en: 'Template names', es: 'Nombres de plantillas' } },
];

/** The customers' contacts sent to dEngage (the marketing platform): start a sync, follow its jobs. */
export const DENGAGE_CALLS: readonly CallSpec[] = [
  {
    id: 'customer.dengage/sync',
    title: { en: 'Sync contacts with dEngage', es: 'Sincronizar contactos con dEngage' },
    confirm: {
      en: "Start a contact sync with dEngage? The customers' contact details and permissions are sent to it now.",
      es: '¿Iniciar una sincronización de contactos con dEngage? Los datos de contacto y permisos de los clientes se le envían ahora.',
    },
  },
  { id: 'customer.dengage/syncJobs', title: { en: 'dEngage sync jobs', es: 'Sincronizaciones con dEngage' } },
];

/** Changing the template on screen. */
export const TEMPLATE_CALLS: readonly CallSpec[] = [
  {
    id: 'communication.updateTemplate',
    title: { en: 'Change the text', es: 'Cambiar el texto' },
    from: { id: 'id' },
    fields: [
      { name: 'subject', optional: true },
      { name: 'body', kind: 'long' },
    ],
  },
];

/** Deleting the template on screen (deleteTemplateById, its own delete by id); the page then leaves for the list. */
export const TEMPLATE_DELETE_CALLS: readonly CallSpec[] = [
  {
    id: 'communication.deleteTemplateById',
    title: { en: 'Delete the template', es: 'Borrar la plantilla' },
    from: { templateId: 'id' },
    confirm: {
      en: 'Delete template %{id}? No message can be sent with it any more.',
      es: '¿Borrar la plantilla %{id}? Ya no se podrá enviar ningún mensaje con ella.',
    },
  },
];

/**
 * What staff do to the templates selected in the list: delete them, one call per template, confirmed with
 * a reason as the template page deletes one.
 */
export const TEMPLATE_SELECTION_CALLS: readonly CallSpec[] = [
  {
    id: 'communication.CommTemplate.delete',
    title: { en: 'Delete them', es: 'Borrarlas' },
    each: { id: 'templateIds' },
    confirm: {
      en: 'Delete the selected templates? No message can be sent with them any more.',
      es: '¿Borrar las plantillas seleccionadas? Ya no se podrá enviar ningún mensaje con ellas.',
    },
  },
];

/** A short link to put in a template's text. */
export const LINK_CALLS: readonly CallSpec[] = [
  {
    id: 'communication.shortLink',
    title: { en: 'Make a short link', es: 'Crear un enlace corto' },
    fields: [{ name: 'url' }],
    query: true,
  },
];
