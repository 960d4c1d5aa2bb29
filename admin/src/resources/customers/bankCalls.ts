import type { CallSpec } from '../../actions/calls/callSpec.ts';

const customer = { customerId: 'id' } as const;

/** The Bank accounts tab: validating the customer's finances and reading their bank with a provider token. */
export const BANK_WRITE_CALLS: readonly CallSpec[] = [
  {
    id: 'bankscraper.validateCustomerFinancialDetails',
    title: { en: 'Validate finances with the stored bank sign-in', es: 'Validar las finanzas con el acceso bancario guardado' },
    from: customer,
  },
  {
    id: 'bankscraper.validateCustomerFinancialDetailsWithoutCred',
    title: { en: 'Validate finances without a bank sign-in', es: 'Validar las finanzas sin acceso bancario' },
    from: customer,
  },
  {
    id: 'bankscraper.tokenScrape',
    title: { en: 'Scrape the bank with a token', es: 'Leer el banco con un token' },
    from: customer,
    fields: [
      { name: 'token', optional: true, label: { en: 'Provider token (blank: the best one)', es: 'Token del proveedor (vacío: el mejor)' } },
    ],
  },
  {
    id: 'bankscraper.tokenScrapeSession',
    title: { en: 'Continue a token scrape', es: 'Continuar una lectura con token' },
    from: customer,
    fields: [{ name: 'sessionId', kind: 'number' }],
  },
];

/** The Bank accounts tab: the linked account, accounts added after a scrape and the best provider tokens. */
export const BANK_READ_CALLS: readonly CallSpec[] = [
  {
    id: 'bankscraper.findLinkedAccountId',
    title: { en: 'Linked bank account', es: 'Cuenta bancaria vinculada' },
    from: customer,
    query: true,
  },
  {
    id: 'loan.customerAddedAccountsAfterScrape',
    title: { en: 'Accounts added after a scrape', es: 'Cuentas añadidas tras una lectura' },
    from: customer,
  },
  { id: 'bankscraper.GetCustomerBestTokens', title: { en: 'Best provider tokens', es: 'Mejores tokens del proveedor' }, from: customer },
];
