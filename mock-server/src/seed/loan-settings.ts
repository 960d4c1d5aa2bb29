import type { Row } from '../types.ts';

const rows = <T extends object>(items: T[]): Row[] => items.map((item, i) => ({ id: i + 1, ...item }));

/**
 * Loan settings the back office lists and edits (banks, loan purposes, the issue strategy and the
 * discount rules with their validity). Spread after content.ts's `misc`: its two discount rules are
 * repeated here with a date range, which the rule screens need.
 */
export function loanSettings(): Record<string, Row[]> {
  return {
    banks: rows([
      ...['Barclays', 'HSBC UK', 'Lloyds Bank', 'NatWest', 'Santander UK', 'Nationwide', 'Monzo', 'Starling Bank'].map((name, i) => ({
        name,
        country: 'GB',
        code: `GB${String(i + 1).padStart(2, '0')}`,
        available: name !== 'Nationwide',
      })),
      ...['Santander', 'BBVA', 'CaixaBank', 'Banco Sabadell', 'Bankinter', 'ING España'].map((name, i) => ({
        name,
        country: 'ES',
        code: `ES${String(i + 1).padStart(2, '0')}`,
        available: true,
      })),
    ]),
    loanPurposes: rows(
      [
        ['bills', 'Bills and utilities', 'Facturas'],
        ['carRepair', 'Car repair', 'Reparación del coche'],
        ['homeRepair', 'Home repair', 'Reparaciones del hogar'],
        ['medical', 'Medical costs', 'Gastos médicos'],
        ['travel', 'Travel', 'Viajes'],
        ['education', 'Education', 'Educación'],
        ['other', 'Other', 'Otros'],
      ].map(([key, en, es]) => ({ key, name: en, nameEs: es, active: true })),
    ),
    loanIssueStrategies: rows([
      {
        country: 'GB',
        strategy: 'automatic',
        autoIssueMaxAmount: 300,
        note: 'Repeat borrowers up to 300 are issued without review; the rest wait for a loan officer.',
      },
      { country: 'ES', strategy: 'manual', autoIssueMaxAmount: 0, note: 'Every loan is reviewed by a loan officer before it is issued.' },
    ]),
    discountRules: rows([
      { name: 'Repeat borrower 10%', percent: 10, minLoans: 2, validFrom: '2026-01-01', validTo: '2026-12-31', active: true },
      { name: 'Loyalty 20%', percent: 20, minLoans: 5, validFrom: '2026-01-01', validTo: '2027-06-30', active: true },
      { name: 'Summer 5%', percent: 5, minLoans: 0, validFrom: '2026-06-01', validTo: '2026-08-31', active: false },
    ]),
  };
}
