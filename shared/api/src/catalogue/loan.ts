import type { Method } from '@pronto/request';
import type { Area } from '../types.ts';
import { define } from './define.ts';

const staff = (area: Area) => (name: string, method: Method, summary: string, suffix?: string) =>
  define('loan', name, method, 'staff', area, summary, suffix);
const loans = staff('loans');
const coll = staff('collections');
const admin = staff('content');
const reports = staff('reports');
const open = (name: string, method: Method, summary: string, suffix?: string) =>
  define('loan', name, method, 'public', 'public', summary, suffix);

/** Loan calls (back-office.md §7 "loan") beyond journeys.ts (paymentPlan, getAllLoanDefinitions). */
export const loanEntries = [
  // POST
  loans('getLoanPurpose', 'post', 'Loan purposes'),
  loans('calculateInstallmentPaymentAmounts', 'post', 'Installment amounts for an amount and a number of installments'),
  loans('getEligibleProductsOfCustomers', 'post', 'Loan products a customer may take'),
  loans('getTransferDatesOfPayments', 'post', 'Transfer dates of payments'),
  loans('updateCreatedDatesWithIssueDates', 'post', 'Maintenance: set created dates from the issue dates'),
  loans('updateIssuedDateOfLoan', 'post', 'Change the issue date of a loan'),
  loans('createLoan', 'post', 'Create a loan for a customer'),
  loans('updateloanstatus', 'post', 'Set the status of a loan'),
  loans('payloan', 'post', 'Take a card payment for a loan'),
  loans('payloanmanual', 'post', 'Record a manual payment for a loan'),
  loans('bulkDebitV2', 'post', 'Debit the cards of many due loans'),
  loans('DesistContractPayment', 'post', 'Payment for a desisted contract'),
  loans('paymentPlans', 'post', 'Payment plans for several amounts'),
  loans('paymentDate', 'post', 'Possible payment dates'),
  open('IbanValidation', 'post', 'Validate an IBAN'),
  loans('setLoanIssued', 'post', 'Set a loan issued'),
  loans('setLoanCancelled', 'post', 'Set a loan cancelled'),
  loans('agreementAsType', 'post', 'Loan agreement in a format (pdf, html)'),
  loans('agreement', 'post', 'Create the loan agreement'),
  loans('assignAgreementAfterForRtb', 'post', 'Assign the agreement of a repeat borrower after issue'),
  loans('setLoanAccountId', 'post', 'Set the bank account a loan is paid into'),
  reports('customerAllLoansReport', 'post', 'Report of all loans of a customer'),
  loans('loanFirstInstallmentClosureCalculate', 'post', 'Amount that closes the first installment'),
  loans('payLoanSingleInstallment', 'post', 'Pay one installment of a loan'),
  loans('rollover', 'post', 'Roll a loan over'),
  loans('rolloverSummary', 'post', 'Summary of a rollover before confirming'),
  coll('createUpdateLoanArrangement', 'post', 'Create or update a payment arrangement'),
  coll('loanArrangementByPaymentProof', 'post', 'Arrangement from a proof of payment'),
  coll('createLoanImpediment', 'post', 'Create a loan impediment (payment hold)'),
  coll('setImpedimentStatus', 'post', 'Set the status of an impediment'),
  coll('getAllImpediments/paged', 'post', 'Impediments, paged'),
  loans('deletePayment', 'post', 'Delete a payment'),
  loans('undeletePayment', 'post', 'Restore a deleted payment'),
  loans('changeExpectedDate', 'post', 'Move the due date of an installment'),
  loans(
    'searchLoans',
    'post',
    'Search loans: q, filter (status, customerId, country, issue date and amount ranges), sort, order, page, perPage -> { items, total }',
  ),
  loans('loans', 'post', 'Loans by a filter'),
  loans('calculateFutureCloseAmount', 'post', 'Amount that closes a loan on a future date'),
  coll('bulkArrangement', 'post', 'Payment arrangements for many loans'),
  loans('AutoIssueCheck', 'post', 'Whether a loan can be issued automatically'),
  loans('customerJourneyList', 'post', 'Customers by journey step'),
  coll('internalCollectionSearch', 'post', 'Search loans in internal collection'),
  // Certificate generators (named loosely by the spec; docs/decisions.md)
  loans('certificate/debt', 'post', 'Debt certificate of a loan (pdf)'),
  loans('certificate/paidOff', 'post', 'Paid-off certificate of a loan (pdf)'),
  loans('certificate/balance', 'post', 'Balance certificate of a customer (pdf)'),
  admin('freezeDay', 'post', 'Add a freeze day (no interest)'),
  admin('holliday', 'post', 'Add a holiday'),
  // Chargeback endpoints (named loosely by the spec; docs/decisions.md)
  loans('chargeback', 'post', 'Record a card chargeback against a payment'),
  loans('chargeback/list', 'post', 'Chargebacks, filtered'),
  loans('chargeback/resolve', 'post', 'Resolve a chargeback (won or lost)'),
  // Token links
  open('createLoanImpedimentWithToken', 'post', 'Ask for a payment hold from a link', 'createLoanImpedimentWithToken/{token}'),
  // Amounts and restructuring
  loans('getExternalParamLoanApr', 'get', 'APR of a loan from external parameters'),
  loans('changeLoanToAccount', 'post', 'Change the bank account of a loan'),
  loans('changeLoanAmount', 'post', 'Change the amount of a loan before issue'),
  loans('payloanv2', 'post', 'Take a card payment for a loan, or what settles it today (full: true); answers what was paid'),
  loans('rolloverv2', 'post', "Roll a loan over by a number of days, charging the next instalment's interest to the card now"),
  coll('restructureLoan', 'post', 'Restructure a loan'),
  coll('validateRestructure', 'post', 'Whether a restructure is allowed'),
  loans('checkGetALoanByRestructured', 'get', 'Whether a restructured customer may take a new loan'),
  // Discounts
  loans('discount', 'post', 'Give a discount on a loan'),
  loans('discount', 'delete', 'Remove a discount from a loan'),
  admin('discount/rule', 'delete', 'Delete a discount rule'),
  admin('discount/rules', 'get', 'Discount rules'),
  admin('discount/rules', 'post', 'Add or change a discount rule'),
  loans('discount/proposals', 'get', 'Discount proposals for a loan'),
  // Analytics
  reports('creditJourney', 'get', 'Credit journey of a customer'),
  reports('creditJourney', 'post', 'Record a credit journey step'),
  reports('runCustomerProfitability', 'post', 'Compute customer profitability'),
  reports('getCustomerProfitability', 'get', 'Profitability of a customer'),
  // Other
  loans('getDeletedPayments', 'get', 'Deleted payments of a loan'),
  loans('desistContract', 'post', 'Desist (withdraw from) a loan contract'),
  loans('desistContractCommunication', 'post', 'Send the desist communication'),
  loans('latestActiveLoanForChatbot', 'get', 'Latest active loan of a customer, for the chatbot'),
  staff('bank')('customerAddedAccountsAfterScrape', 'get', 'Bank accounts a customer added after scraping'),
  loans('autoLoanAssignHints', 'get', 'Hints for automatic loan assignment to agents'),
  // GET
  loans('loanStatusHistory', 'get', 'Status history of a loan', 'loanStatusHistory/{loanId}'),
  loans('installmentStatusHistory', 'get', 'Status history of an installment', 'installmentStatusHistory/{installmentId}'),
  loans('getApplicationDetailsOfCustomer', 'get', 'Application details of a customer', 'getApplicationDetailsOfCustomer/{id}'),
  loans('customerWorkInformation', 'get', 'Work information given with the application'),
  loans('getLoanDefinition', 'get', 'One loan product'),
  loans('agreementSent', 'get', 'Whether the agreement was sent'),
  loans('LoanIssueStrategy', 'get', 'How loans are issued (automatic or manual)'),
  coll('getAllImpediments', 'get', 'Impediments'),
  admin('hollidays', 'get', 'Holidays'),
  admin('freezeDay', 'get', 'Freeze days'),
  coll('icHistory', 'get', 'Internal collection history of a loan'),
  // PUT
  admin('freezeDay', 'put', 'Change a freeze day'),
  admin('holliday', 'put', 'Change a holiday'),
  admin('loanDefinition', 'put', 'Change a loan product'),
  coll('updateLoanCollectionStatus', 'put', 'Set the collection status of a loan'),
  loans('event', 'put', 'Record a loan event'),
  loans('ftbEvent', 'put', 'Record a first-time-borrower event'),
  loans('rtbEvent', 'put', 'Record a repeat-borrower event'),
  loans('bankNotAvailable', 'put', 'Mark the bank connection unavailable for a loan'),
];
