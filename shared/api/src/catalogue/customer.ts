import type { Method } from '@pronto/request';
import type { Area } from '../types.ts';
import { firstConsoleCalls as f } from './console-first.ts';
import { define } from './define.ts';

const staff = (area: Area) => (name: string, method: Method, summary: string, suffix?: string) =>
  define('customer', name, method, 'staff', area, summary, suffix);
const cust = staff('customers');
const coll = staff('collections');
const tickets = staff('tickets');
const marketing = staff('communication');
const open = (name: string, method: Method, summary: string, suffix?: string) =>
  define('customer', name, method, 'public', 'public', summary, suffix);

/**
 * Back-office customer calls (back-office.md §7 "customer") beyond journeys.ts (registration,
 * handover, lead, verifyEmail, saveAddress, affiliate click and attach live there).
 */
export const customerEntries = [
  // Customer
  cust('customer', 'get', 'A customer by id'),
  cust('customer', 'put', 'Update a customer'),
  f.customerSearch,
  cust('searchBySP', 'post', 'Search customers through the stored procedure'),
  cust('searchForExportCSV', 'post', 'Search customers for a CSV export'),
  // Groups
  cust('groups', 'get', 'Customer groups'),
  cust('group', 'put', 'Update a customer group'),
  cust('group', 'post', 'Create a customer group'),
  cust('group', 'delete', 'Delete a customer group'),
  cust('getCustomerByGroupId', 'get', 'Customers of a group'),
  cust('addCustomerToGroup', 'post', 'Add a customer to a group'),
  cust('removeCustomerFromGroup', 'post', 'Remove a customer from a group'),
  // Status
  cust('subStatus', 'post', 'Add a sub-status to a customer'),
  cust('subStatus', 'get', 'Sub-statuses of a customer'),
  cust('status', 'get', 'Status history of a customer (oldest first)'),
  cust('status', 'post', 'Set the status of a customer'),
  coll('collectionStatus', 'post', 'Set the collection status of a customer'),
  cust('customerGroupStatus', 'post', 'Set the group status of a customer'),
  cust('bulk/status', 'post', 'Set the status of many customers'),
  cust('status/blacklist', 'post', 'Set a customer blacklisted'),
  cust('status/vip', 'post', 'Set a customer VIP'),
  coll('status/externalCollection', 'post', 'Move a customer to external collection'),
  coll('status/legalCollection', 'post', 'Move a customer to legal collection'),
  // Comments
  cust('comment', 'get', 'Comments on a customer'),
  cust('comment', 'post', 'Add a comment on a customer'),
  cust('bulkComment', 'post', 'Add a comment on many customers'),
  cust('comment/pin', 'post', 'Pin a comment'),
  cust('comment/unpin', 'post', 'Unpin a comment'),
  cust('updateComment', 'put', 'Edit a comment'),
  cust('autoComments', 'get', 'Comments written by the system'),
  // Address, communication, phone logs
  cust('address', 'get', 'Addresses of a customer'),
  cust('address', 'put', 'Update an address'),
  cust('address', 'post', 'Add an address'),
  cust('communication', 'get', 'Communication entries (phones, e-mails) of a customer'),
  define('customer', 'communicationVerifyWithOTP', 'post', 'customer', 'public', 'Verify a new communication entry with a PIN'),
  cust('phoneLogs', 'get', 'Phone call logs of a customer'),
  // Credit and finance
  cust('creditlimit', 'get', 'Credit limit of a customer'),
  cust('creditlimit', 'post', 'Set the credit limit of a customer'),
  cust('getFinancialInfo', 'get', 'Financial information of a customer'),
  cust('getFinancialInfoHistory', 'get', 'History of the financial information of a customer'),
  cust('credibility2', 'get', 'Credibility score of a customer'),
  cust('ruleEngineCredibility', 'get', 'Rule-engine credibility of a customer', 'ruleEngineCredibility/{customerId}'),
  cust('ruleEngineCredibility', 'post', 'Run the rule-engine credibility of a customer', 'ruleEngineCredibility/{customerId}'),
  cust('UpsertCustomerRiskScore', 'post', 'Set the risk score of a customer'),
  cust('customerCreditTypeHistory', 'get', 'Credit-type history of a customer'),
  // Risk and removal
  cust('blacklist/add', 'post', 'Put a customer on the blacklist'),
  cust('blacklist/remove', 'post', 'Take a customer off the blacklist'),
  cust('softDelete', 'post', 'Soft-delete a customer'),
  cust('undelete', 'post', 'Restore a soft-deleted customer'),
  cust('suspectedLoginRelatedUsers', 'get', 'Customers related to a customer by suspected logins'),
  // Collection companies
  coll('collectionCompany', 'get', 'Collection companies'),
  coll('collectionCompany', 'post', 'Create a collection company'),
  coll('collectionCompany', 'put', 'Update a collection company'),
  coll('collectionCompany', 'delete', 'Delete a collection company'),
  coll('collectionCompany/assign', 'post', 'Assign a customer to a collection company'),
  coll('collectionCompany/unassign', 'post', 'Unassign a customer from its collection company'),
  coll('collectionCompany/bulk', 'post', 'Assign many customers to a collection company'),
  coll('collectionCompany/history', 'get', 'Collection company assignment history of a customer'),
  // Collections
  coll('assignToCam', 'post', 'Assign a loan to a collection agent'),
  coll('unassignFromCam', 'post', 'Unassign a loan from its collection agent', '{loanId}/unassignFromCam'),
  coll('collectionCustomers', 'get', 'Customers in collection'),
  coll('autoIC', 'post', 'Move overdue customers to internal collection automatically'),
  coll('autoEC', 'post', 'Move customers to external collection automatically'),
  coll('autoLC', 'post', 'Move customers to legal collection automatically'),
  coll('legalDocuments', 'get', 'Legal collection documents of a customer'),
  // Letters
  coll('letters/approvals', 'get', 'Letters waiting for approval'),
  coll('letters/approvals', 'post', 'Approve or reject a letter waiting for approval: letterId, decision (approve, reject), reason'),
  coll('letters/extractionList', 'get', 'Letters to extract for printing'),
  coll('letters/send', 'post', 'Send approved letters'),
  // Complaint cases
  tickets('complaintCase', 'post', 'Create a complaint case'),
  tickets('complaintCase', 'put', 'Update a complaint case'),
  tickets('complaintCase', 'delete', 'Delete a complaint case'),
  tickets('complaintCase/changeStatus', 'post', 'Change the status of a complaint case'),
  tickets('complaintCase/history', 'get', 'Status history of a complaint case'),
  tickets('complaintCases', 'get', 'Complaint cases (list)'),
  // Affiliates
  marketing('affiliate/campaign', 'get', 'Affiliate campaigns'),
  marketing('affiliate/campaign', 'post', 'Create an affiliate campaign'),
  marketing('affiliate/campaign', 'put', 'Update an affiliate campaign'),
  marketing('affiliate/campaign', 'delete', 'Delete an affiliate campaign'),
  open('affiliate/conversionStep', 'post', 'Record an affiliate conversion step'),
  marketing('affiliate/costModel/lead', 'post', 'Set a cost-per-lead model of a campaign'),
  marketing('affiliate/costModel/tier', 'post', 'Set a tiered cost model of a campaign'),
  marketing('affiliate/costModel/date', 'post', 'Set a date-based cost model of a campaign'),
  // Registration
  open('lightRegister', 'post', 'Light registration (phone and e-mail only)'),
  open('CheckPhoneDNI', 'post', 'Whether a phone or DNI is already registered'),
  define('customer', 'pinValidate', 'post', 'customer', 'public', 'Validate a registration PIN (older flow)'),
  // Handover
  cust('handover/smsControl', 'post', 'Resend or check the handover SMS'),
  // Other
  open('validateDni', 'post', 'Validate a DNI, NIE or CIF'),
  cust('customerStage', 'get', 'Application stage of a customer'),
  cust('customerStage', 'post', 'Set the application stage of a customer'),
  cust('nameMatching', 'post', 'Match the customer name with the bank account holder'),
  cust('operations', 'get', 'Operations done on a customer'),
  cust('trackingChanges', 'get', 'Field changes of a customer'),
  cust('rolloverEnabled', 'get', 'Whether rollover is enabled for a customer'),
  staff('reports')('report/customers', 'post', 'Customer report for a period'),
  staff('reports')('report/registrations', 'post', 'Registration funnel report for a period'),
  marketing('dengage/sync', 'post', 'Start a dEngage contact sync job'),
  marketing('dengage/syncJobs', 'get', 'dEngage sync jobs and their state'),
];
