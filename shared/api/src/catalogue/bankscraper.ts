import type { Method } from '@pronto/request';
import { define } from './define.ts';

const bank = (name: string, method: Method, summary: string, suffix?: string) =>
  define('bankscraper', name, method, 'staff', 'bank', summary, suffix);

/** Bank-account scraping and bank-connection calls (back-office.md §7 "bankscraper"). */
export const bankscraperEntries = [
  bank('ServiceUrl', 'get', 'Url of the bank-connection (scraping) service'),
  bank('validatecustomerInfo', 'post', "Validate the customer's identity data against the bank data"),
  bank('validateCustomerFinancialDetails', 'post', 'Validate financial details with bank credentials'),
  bank('validateCustomerFinancialDetailsWithoutCred', 'post', 'Validate financial details without bank credentials'),
  bank('determineApplicationFlowPath', 'get', 'Which application flow (scrape, widget, manual) the customer follows'),
  bank('loantransfermanager/state', 'get', 'State of the loan transfer manager'),
  bank('loantransfermanager/reset', 'post', 'Reset the loan transfer manager'),
  bank('findLinkedAccountId', 'post', 'Find the bank account linked to a customer'),
  bank('notifysms', 'post', 'Send the scraping notification SMS'),
  bank('scrape', 'post', "Scrape the customer's bank accounts"),
  bank('scrape/ableTo', 'post', 'Whether the customer can be scraped'),
  bank('scrape/collection', 'post', 'Scrape for collection purposes'),
  bank('scrapeAccounts', 'post', 'Scrape a list of accounts'),
  bank('getScrapeCustomerInfo', 'get', 'Customer information found by scraping'),
  bank('getAccountWithBankDetails', 'get', 'A bank account with its bank details'),
  bank('findSalaryDateOfCustomer', 'post', "Find the customer's salary date in the transactions"),
  bank('scraperPerformance', 'post', 'Scraper performance figures for a period'),
  bank('addCustomerBankAccountManually', 'post', 'Add a bank account by hand'),
  bank('getCredentialsOfCustomer', 'get', 'Stored bank credentials of a customer (masked)'),
  bank('FindDuplicateAccounts', 'get', 'Bank accounts shared by several customers'),
  bank('GetAccount', 'get', 'One bank account'),
  bank('getAccountBulk', 'post', 'Several bank accounts by id'),
  bank('cardPriorityList', 'get', 'Priority order of the customer cards for collection'),
  bank('activeScrapeProvider', 'get', 'The active scraping provider'),
  bank('tokenScrape', 'post', 'Start a scrape with a provider token'),
  bank('tokenScrapeSession', 'post', 'Continue a token scrape session', 'tokenScrape/{sessionId}'),
  bank('GetCustomerBestTokens', 'get', "The customer's best provider tokens"),
  bank('getSessionResultJsonAsTxt', 'get', 'Raw result of a scrape session as text'),
  bank('randomIban', 'get', 'A random valid IBAN (test data)'),
  bank('fixCustomerAccountSessionHistoryData', 'put', 'Repair the account session history of a customer'),
  bank('getEligibleBankAccount', 'post', 'The bank account eligible for a loan transfer'),
  // assumed: the console's bank account and scrape session lists span all customers; the spec's calls are per customer or per id.
  bank(
    'searchAccounts',
    'post',
    'Assumed: the spec reads bank accounts per customer only, the console lists them across customers. Search the bank accounts of all customers for the console (q, filter: id (one or a list), customerId, verified, source; sort, order, page, perPage) -> { items, total }',
  ),
  bank(
    'searchSessions',
    'post',
    'Assumed: the spec reads scrape sessions per customer only, the console lists them across customers. Search the scrape sessions of all customers for the console (q, filter: id (one or a list), customerId, status, purpose; sort, order, page, perPage) -> { items, total }',
  ),
];
