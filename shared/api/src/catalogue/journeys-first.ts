import { define as d } from './define.ts';

/**
 * The journey calls the pages people land on make first (journeys.ts lists each in its place): the calculator's,
 * registration's and login's, the session check, the affiliate click and the activity log. The customer site
 * bundles these with its first load and loads the other journey calls with the first of them.
 */
export const firstJourneys = {
  login: d(
    'membership',
    'login',
    'post',
    'public',
    'public',
    'Customer login: phoneNumber, password (PIN), countryCode -> token, customerDetails',
  ),
  token: d('membership', 'token', 'get', 'public', 'public', 'Customer details by token (query token)'),
  register: d('customer', 'customer.post', 'post', 'public', 'public', 'Register a new customer -> token, customerDetails', 'customer'),
  affiliateClick: d(
    'customer',
    'affiliateClick',
    'post',
    'public',
    'public',
    'Affiliate click: uniqueClientId, history',
    'affiliate/click',
  ),
  enums: d(
    'content',
    'enums.post',
    'post',
    'public',
    'public',
    'Enumerations by name (names: Gender, EmploymentStatus) -> { [name]: [{ key, value }] }',
    'enums',
  ),
  paymentPlan: d('loan', 'paymentPlan', 'post', 'public', 'public', 'Payment plan: issueDate, paymentDates, amount -> installments'),
  loanDefinitions: d(
    'loan',
    'getAllLoanDefinitions',
    'get',
    'public',
    'public',
    'Loan products (amounts, installment options) for the calculator',
  ),
  logWrite: d('log', 'write.post', 'post', 'public', 'public', 'Activity log, first write', '/api/logs/write'),
  logUpdate: d('log', 'write.put', 'put', 'public', 'public', 'Activity log, later writes', '/api/logs/write'),
};
