import type { Method } from '@pronto/request';
import type { Service } from '../types.ts';
import { define } from './define.ts';

/**
 * The customer's own versions of back-office calls the account area needs: the same
 * behaviour as the staff call of that name, with the customer token and only on the customer's own
 * loans, cards and documents. Paths are `/api/{service}/account/{name}` (docs/decisions.md,
 * "Account area and loan journey").
 */
const own = (service: Service) => (name: string, method: Method, summary: string) =>
  define(
    service,
    `account/${name}`,
    method,
    'customer',
    service === 'loan' ? 'loans' : service === 'card' ? 'cards' : service === 'bankscraper' ? 'bank' : 'customers',
    summary,
  );
const loan = own('loan');
const card = own('card');
const bank = own('bankscraper');
const customer = own('customer');
const communication = own('communication');

export const accountEntries = [
  loan('agreement', 'post', "Accept the loan agreement of the customer's approved loan: loanId, accepted"),
  loan(
    'setLoanIssued',
    'post',
    'Send the money of the approved loan: loanId, cardId, bankAccountId -> loan (card ending 0002: technical problem)',
  ),
  loan('payLoanSingleInstallment', 'post', 'Pay the next instalment of an own loan with a card: loanId, cardId'),
  loan('payloanv2', 'post', 'Pay an amount, or the whole loan (full: true), with a card: loanId, cardId, amount'),
  loan('calculateFutureCloseAmount', 'post', 'Amount that settles an own loan on a date (interest only to that day): loanId, date'),
  loan('rollover', 'post', 'Roll the next instalment of an own loan over to a date: loanId, date, cardId'),
  loan('paymentReason', 'post', 'Why a payment is late: loanId, reason, details'),
  card('createAndValidate', 'post', 'Add a debit card and validate it: cardNumber, expiry, cvv, holderName'),
  card('cards', 'get', 'Cards of the customer (not deleted)'),
  bank(
    'addCustomerBankAccountManually',
    'post',
    'Add a bank account: sortCode and accountNumber (UK) or iban (ES), source manual or widget',
  ),
  bank('getEligibleBankAccount', 'post', 'Bank accounts of the customer a loan may be paid into'),
  customer('customer', 'get', "The customer's own details"),
  customer('customer', 'put', 'Change own contact and employment details: emailAddress, employmentStatus, monthlyIncome, position'),
  customer('address', 'put', 'Change the home address'),
  communication('documentList', 'get', 'Documents of an own loan: loanId'),
  communication('document', 'get', 'One own document with its text: id'),
];
