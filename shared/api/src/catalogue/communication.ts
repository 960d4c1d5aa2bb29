import type { Method } from '@pronto/request';
import type { Area } from '../types.ts';
import { define } from './define.ts';

const staff = (area: Area) => (name: string, method: Method, summary: string, suffix?: string) =>
  define('communication', name, method, 'staff', area, summary, suffix);
const tickets = staff('tickets');
const comm = staff('communication');
const customers = staff('customers');
const callback = (name: string, method: Method, summary: string, suffix?: string) =>
  define('communication', name, method, 'public', 'public', summary, suffix);

/** get, put, post and delete on one path. */
const crud = (name: string, what: string) => [
  comm(name, 'get', `${what}: list`),
  comm(name, 'put', `${what}: update`),
  comm(name, 'post', `${what}: create`),
  comm(name, 'delete', `${what}: delete`),
];

/** The five permission calls, for communication and NCP permissions. */
const permissions = (name: string, what: string) => [
  customers(`${name}/check`, 'get', `Check a customer's ${what}`),
  customers(`${name}/update`, 'put', `Update a customer's ${what}`),
  customers(`${name}/add`, 'post', `Add a ${what}`),
  customers(`${name}/remove`, 'post', `Remove a ${what}`),
  customers(`${name}/history`, 'get', `History of a customer's ${what}s`),
];

/**
 * Communication calls (back-office.md §7 "communication") beyond journeys.ts: support tickets, Gmail,
 * segments, scheduled marketing, templates, sending, histories, IVR, documents, permissions.
 */
export const communicationEntries = [
  // Support-email tickets
  tickets('getTickets', 'get', 'Support tickets, filtered and paged'),
  tickets('getCustomerTickets', 'get', 'Support tickets of a customer'),
  tickets('getThreads', 'get', 'E-mail threads of a ticket'),
  tickets('getThread', 'get', 'One ticket thread with its messages'),
  tickets('reply', 'post', 'Reply to a ticket'),
  tickets('replymultipart', 'post', 'Reply to a ticket with attachments'),
  tickets('startNewThread', 'post', 'Start a new e-mail thread with a customer'),
  tickets('bind', 'post', 'Bind a ticket to a customer'),
  tickets('unbind', 'post', 'Unbind a ticket from its customer'),
  tickets('assign', 'post', 'Assign a ticket to an agent'),
  tickets('reassign', 'post', 'Reassign a ticket to another agent'),
  tickets('close', 'post', 'Close a ticket'),
  tickets('read', 'post', 'Mark a ticket read'),
  tickets('camOpenTickets', 'get', 'Open tickets of the signed-in collection agent'),
  tickets('camUnissuedTickets', 'get', 'Tickets not yet assigned to a collection agent'),
  tickets('getState', 'get', 'Ticket counts by state'),
  tickets('attachments', 'get', 'Attachment of a ticket message'),
  // Gmail
  tickets('gmail/getMessage', 'get', 'A Gmail message'),
  tickets('gmail/getMessages', 'get', 'Gmail messages'),
  tickets('gmail/getThread', 'get', 'A Gmail thread'),
  tickets('gmail/getLabels', 'get', 'Gmail labels'),
  tickets('gmail/sendEmail', 'post', 'Send an e-mail through Gmail'),
  // Segments
  comm('getAllSegments', 'get', 'Marketing segments'),
  comm('getSegmentById', 'get', 'A marketing segment', 'getSegmentById/{id}'),
  comm('insertSegment', 'post', 'Add or change a marketing segment'),
  comm('deleteSegment', 'delete', 'Delete a marketing segment', 'deleteSegment/{id}'),
  // Scheduled marketing
  comm('getAllMarketingScheduled', 'get', 'Scheduled marketing sends'),
  comm('getMarketingScheduledById', 'get', 'A scheduled marketing send', 'getMarketingScheduledById/{id}'),
  comm('insertMarketingScheduled', 'post', 'Schedule a marketing send'),
  comm('deleteMarketingScheduled', 'delete', 'Delete a scheduled marketing send', 'deleteMarketingScheduled/{id}'),
  // Templates
  ...crud('CommTemplate', 'Communication templates'),
  ...crud('CommTemplateChannel', 'Template channels (SMS, e-mail, letter)'),
  comm('createNewTemplate', 'post', 'Create a template with its channels'),
  comm('updateTemplate', 'post', 'Update a template with its channels'),
  comm('deleteTemplateById', 'delete', 'Delete a template', 'deleteTemplateById/{templateId}'),
  comm('template', 'post', 'Render a template for a customer'),
  comm('template/get', 'get', 'A template by id'),
  comm('templateByName', 'get', 'A template by name'),
  comm('getTemplatesNameDistinct', 'get', 'Distinct template names'),
  // assumed: the customer page's send dialog offers the templates that fit the customer; agents may not read the template catalogue.
  customers(
    'customerTemplates',
    'get',
    "Assumed: the spec lists templates only whole (communication area); the customer page's send dialog needs the ones that may go to this customer. The active templates of a channel in the customer's market and language (query customerId, channel: sms or email) -> templates with their text",
  ),
  // Sending
  comm('bulkSms', 'post', 'Send an SMS to many customers'),
  comm('bulkEmail', 'post', 'Send an e-mail to many customers'),
  customers(
    'SendEmailSingle',
    'post',
    "Send one e-mail to a customer from a template, filled with the customer's own values (refused when one is missing)",
  ),
  comm('SendEmailBulk', 'post', 'Send e-mails from a template in bulk'),
  customers(
    'SendSmsSingle',
    'post',
    "Send one SMS to a customer from a template, filled with the customer's own values (refused when one is missing)",
  ),
  comm('SendSmsBulk', 'post', 'Send SMS from a template in bulk'),
  comm('sendSpecificSms', 'post', 'Send a free-text SMS to a customer'),
  comm('sendEmailSms', 'post', 'Send an e-mail and an SMS together'),
  customers('sendDocumentsToCustomer', 'post', 'E-mail documents to a customer'),
  comm('letter', 'post', 'Send a letter'),
  // Histories
  comm('sms/history', 'get', 'SMS history (query mobilePhone); PINs are readable here in the mock'),
  customers('sms/historypaged', 'get', 'SMS history, paged'),
  comm('email/history', 'get', 'E-mail history (query emailAddress)'),
  customers('email/historybypaging', 'get', 'E-mail history, paged'),
  comm('sms/markasread', 'post', 'Mark an incoming SMS read', 'sms/{smsId}/markasread'),
  callback('sms/receipt', 'post', 'Delivery receipt of an SMS from the provider', 'sms/{smsId}/receipt'),
  // IVR integrations and automated calls (the spec names them loosely; docs/decisions.md)
  comm('ivr/welcome', 'post', 'Automated welcome call'),
  comm('ivr/unanswered', 'post', 'Automated call after an unanswered call'),
  staff('collections')('ivr/collection', 'post', 'Automated collection call'),
  comm('ivr/start', 'post', 'Start the automated calls'),
  comm('ivr/stop', 'post', 'Stop the automated calls'),
  callback('ivr/notify', 'post', 'Call result notification from the IVR provider'),
  comm('ivr/set', 'post', 'Set the IVR campaign settings'),
  // Documents and S3
  customers('documentList', 'get', 'Documents of a customer'),
  customers('documentCount', 'get', 'Number of documents of a customer'),
  customers('s3Link', 'get', 'Temporary link to a stored document'),
  customers('s3Download', 'get', 'Download a stored document'),
  customers('s3Upload', 'post', 'Upload a document'),
  customers('s3PreSignedUploadUrl', 'get', 'Pre-signed upload url for a document'),
  customers('ocr/results', 'get', 'OCR results of an identity document'),
  customers('ocr/autoCheck', 'post', 'Check an identity document automatically from its OCR results'),
  customers('dni/read', 'post', 'Read the data of a DNI image'),
  customers('loanAgreement/upload', 'post', 'Upload a signed loan agreement'),
  customers('loanAgreement', 'get', 'The stored loan agreement of a loan'),
  // Communication permissions and NCP permissions
  ...permissions('communicationPermission', 'communication permission'),
  ...permissions('ncpPermission', 'NCP permission'),
  // Reviews, provider callbacks, short links
  customers('reviewLink', 'post', 'Create a customer review link'),
  callback('providerCallback/sms', 'post', 'SMS provider callback'),
  callback('providerCallback/email', 'post', 'E-mail provider callback (bounces, opens)'),
  comm('shortLink', 'post', 'Generate a short link'),
  // assumed: the IVR screens list the campaigns and their calls; the spec has only the calls that start, stop, set and queue them.
  comm(
    'ivr/searchCampaigns',
    'post',
    'Assumed: the spec only starts, stops and sets IVR campaigns; their page shows their settings and state. The IVR campaigns with their settings and state (q, filter: id (one or a list), type; sort, order, page, perPage) -> { items, total }',
  ),
  comm(
    'ivr/searchCalls',
    'post',
    'Assumed: the spec has no read of the queued IVR calls, which their page lists. The calls the IVR campaigns queued and their results (q, filter: id (one or a list), campaign, customerId, status; sort, order, page, perPage) -> { items, total }',
  ),
];
