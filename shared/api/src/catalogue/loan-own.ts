import type { Method } from '@pronto/request';
import { define } from './define.ts';

const own = (name: string, method: Method, summary: string, suffix?: string) =>
  define('loan', name, method, 'customer', 'loans', summary, suffix);

/** Loan calls the customer's own pages make with the customer token (the site bundles these, not the staff list). */
export const loanOwnEntries = [
  own('makeLoanApplication', 'post', 'Make a loan application'),
  own('loanApplicationScreens', 'post', 'Screens of the loan application the customer still has to pass'),
  own('requestLoan', 'post', 'Request a loan (loan request page)'),
  own('checkstatus', 'post', 'State of the loan request'),
  own('apply', 'post', 'Apply for a loan'),
  own('prescrape', 'post', 'Pre-scrape check before the bank connection'),
  own('restructureByCustomer', 'post', 'Restructure a loan, asked by the customer'),
  own('loan', 'get', 'One loan with installments and payments'),
  own('customerAllLoans', 'get', 'All loans of a customer'),
  own('customerLoansByStatus', 'get', 'Loans of a customer with a status'),
  own('loanagreement', 'get', 'Loan agreement text'),
  own('loanAgreementAsPdf', 'get', 'Loan agreement as pdf'),
  own('loanAgreementData', 'get', 'Data filled into the loan agreement'),
  own('rolloverCalculate', 'get', 'Cost of a rollover'),
  own('rolloverAvailableDates', 'get', 'Dates a loan may be rolled over to'),
  own('customerCanCreateImpediment', 'get', 'Whether the customer may ask for a payment hold'),
  own('banks', 'get', 'Banks for the bank-connection step'),
  own('cardHints', 'get', 'Hints for the card step'),
  own('journey', 'get', 'Loan journey step of the customer'),
  own('WidgetInit', 'get', 'Start the bank-connection widget'),
  own('RtbWidgetInit', 'get', 'Start the bank-connection widget for a repeat borrower'),
  own('anotherBankAccountWidgetInit', 'get', 'Start the widget to add another bank account'),
];
