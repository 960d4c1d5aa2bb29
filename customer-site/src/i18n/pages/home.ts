import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  calculator: 'Loan calculator',
  product: 'Loan product',
  amount: 'How much would you like to borrow?',
  installments: 'Number of instalments',
  installmentNames: ['Single', 'Two', 'Three', 'Four'],
  schedule: 'Sample repayment schedule',
  date: 'Date',
  principal: 'Principal',
  interest: 'Interest',
  repayment: 'Repayment',
  total: 'Total',
  recalculating: 'Recalculating…',
  calcErrorTitle: 'Credit Calculation error.',
  calcErrorText: 'Please try again later.',
  representative: 'Representative example',
  representativeText: (amount: string, n: number, repayment: string, rate: string, apr: string) =>
    `Borrowing ${amount} over ${n} months, you repay ${n} payments of ${repayment}. Interest ${rate}% p.a. (fixed). Representative ${apr}% APR.`,
  apr: (apr: string) => `APR for this loan: ${apr}%`,
  aprRange: (min: string, max: string) => `Our APRs range from ${min}% to ${max}%.`,
  applyNow: 'Apply Now',
};

const es: Widen<typeof en> = {
  calculator: 'Calculadora de préstamos',
  product: 'Producto',
  amount: '¿Cuánto dinero necesita?',
  installments: 'Número de cuotas',
  installmentNames: ['Una', 'Dos', 'Tres', 'Cuatro'],
  schedule: 'Ejemplo de calendario de pagos',
  date: 'Fecha',
  principal: 'Capital',
  interest: 'Intereses',
  repayment: 'Cuota',
  total: 'Total',
  recalculating: 'Recalculando…',
  calcErrorTitle: 'Error en el cálculo del crédito.',
  calcErrorText: 'Por favor, inténtelo más tarde.',
  representative: 'Ejemplo representativo',
  representativeText: (amount: string, n: number, repayment: string, rate: string, apr: string) =>
    `Por ${amount} a ${n} meses devuelve ${n} cuotas de ${repayment}. Interés ${rate} % anual (fijo). TAE representativa ${apr} %.`,
  apr: (apr: string) => `TAE de este préstamo: ${apr} %`,
  aprRange: (min: string, max: string) => `Nuestras TAE van del ${min} % al ${max} %.`,
  applyNow: 'Solicítelo ya',
};

/** Texts of the calculator pages: loaded with them (the build keeps one language). */
export const homeText = isSpain ? es : en;
