import { define } from './define.ts';

/**
 * Staff versions of calls that otherwise take the customer token (the console works on any
 * customer's loan): the same answer, found by id. Paths are `/api/{service}/staff/{name}`, the
 * mirror of the customer's `/account/` variants (docs/decisions.md, "Back-office areas").
 */
export const staffEntries = [
  define(
    'customer',
    'verifyEmailByStaff',
    'post',
    'staff',
    'customers',
    'Mark the work e-mail of a customer verified without the code: customerId',
  ),
  define(
    'loan',
    'staff/loanagreement',
    'get',
    'staff',
    'loans',
    'Agreement text of any loan: loanId (as loan.loanagreement for the customer)',
  ),
  define(
    'loan',
    'staff/rolloverCalculate',
    'get',
    'staff',
    'loans',
    'Cost of rolling the next instalment of a loan over by days (1-30): loanId, days -> dates offered and cost',
  ),
  define(
    'loan',
    'staff/banks',
    'get',
    'staff',
    'loans',
    'Banks of the bank-connection step, all of them: country optional (as loan.banks for the customer)',
  ),
  define(
    'loan',
    'staff/customerCanCreateImpediment',
    'get',
    'staff',
    'collections',
    'Whether a customer may ask for a payment hold: customerId (as loan.customerCanCreateImpediment)',
  ),
  define(
    'customer',
    'affiliate/clicks',
    'get',
    'staff',
    'communication',
    'Affiliate clicks and conversion steps, newest first: campaignId optional',
  ),
];
