import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Short-term loans, decided in minutes',
  lead: 'Borrow from £100 to £400 as a new customer and repay in up to four monthly instalments.',
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
  /** The home banner of the UK bundle (customer-site.md §1); the Spanish bundle has none. */
  serviceNoticeLabel: 'Service notice',
  serviceNotice: 'Pronto is no longer available in the UK.',
  applyNow: 'Apply Now',
  limits: 'New customers can borrow up to £400, rising to £1,000 after successful repayments.',
  heroPoints: ['Instant decision', 'Money in about 30 minutes', 'Repay early, pay less'],
};

const es: Widen<typeof en> = {
  title: 'Préstamos rápidos, decididos en minutos',
  lead: 'Pida de 100 € a 400 € si es cliente nuevo y devuélvalo hasta en cuatro cuotas mensuales.',
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
  serviceNoticeLabel: 'Aviso',
  serviceNotice: '',
  applyNow: 'Solicítelo ya',
  limits: 'Hasta 400 € para clientes nuevos y hasta 1.500 € para clientes existentes.',
  heroPoints: ['Respuesta inmediata', 'Dinero en 15 minutos', 'Devuelva antes y pague menos'],
};

/** Texts of the calculator pages: loaded with them (the build keeps one language). */
export const homeText = isSpain ? es : en;
