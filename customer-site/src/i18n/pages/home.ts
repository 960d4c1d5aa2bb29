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
  whyTitle: 'Why choose Pronto',
  why: [
    ['Instant decision', 'You know straight away whether we can lend to you.'],
    ['Money in about 30 minutes', 'Once approved, we send the funds to your bank account.'],
    ['Repay early, pay less', 'Settle early at any time and only pay interest for the days you borrowed.'],
  ],
  howTitle: 'How it works',
  how: [
    ['Choose', 'Pick an amount and the number of monthly repayments.'],
    ['Apply', 'Tell us about yourself and confirm your mobile with a 4-digit PIN.'],
    ['Receive', 'Get a decision instantly and the money in your account.'],
  ],
  rightTitle: 'Is it right for you?',
  rightText:
    'You must be 18 or over, fully employed, a UK resident with a bank account, a debit card and a mobile phone. Repayments are taken automatically from your debit card on the due date. Missing a payment costs a £10 fee and interest of 0.75% per day; interest and fees never exceed the amount borrowed.',
  applyTitle: 'Ready when you are',
  applyText: 'It takes about five minutes to apply.',
  limits: 'New customers can borrow up to £400, rising to £1,000 after successful repayments.',
  heroPoints: ['Instant decision', 'Money in about 30 minutes', 'Repay early, pay less'],
  examplesTitle: 'What a Pronto loan can look like',
  examplesNote: 'Illustrative examples on our standard terms, not real customers or reviews.',
  examples: [
    ['Example: a car repair before payday', 'Borrow £200 and repay it in four monthly instalments, each amount shown before you apply.'],
    ['Example: paid back early', 'Settle early at any time and pay interest only for the days you had the money.'],
    ['Example: a returning customer', 'After successful repayments, borrow up to £1,000 with the same instant decision.'],
  ],
  exampleLabel: 'Illustrative',
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
  whyTitle: 'Por qué Pronto',
  why: [
    ['Respuesta inmediata', 'Sabrá al momento si podemos prestarle el dinero.'],
    ['Dinero en 15 minutos', 'Una vez aprobado, le enviamos el dinero a su cuenta.'],
    ['Devuelva antes y pague menos', 'Puede amortizar cuando quiera y solo paga los días que lo ha tenido.'],
  ],
  howTitle: 'Cómo funciona',
  how: [
    ['Elija', 'Elija el importe y el número de cuotas mensuales.'],
    ['Solicite', 'Rellene sus datos y confirme su móvil con un PIN de 4 cifras.'],
    ['Reciba', 'Le damos una respuesta al instante y el dinero en su cuenta.'],
  ],
  rightTitle: '¿Es para usted?',
  rightText:
    'Debe ser mayor de edad, residir en España y tener DNI o NIE, una cuenta bancaria, una tarjeta de débito y un teléfono móvil. Si se retrasa en un pago se aplica una comisión de 10 € y un interés del 0,75 % diario; intereses y comisiones nunca superan el importe prestado.',
  applyTitle: 'Cuando usted quiera',
  applyText: 'La solicitud le llevará unos cinco minutos.',
  limits: 'Hasta 400 € para clientes nuevos y hasta 1.500 € para clientes existentes.',
  heroPoints: ['Respuesta inmediata', 'Dinero en 15 minutos', 'Devuelva antes y pague menos'],
  examplesTitle: 'Cómo puede ser un préstamo Pronto',
  examplesNote: 'Ejemplos ilustrativos con nuestras condiciones habituales, no clientes ni opiniones reales.',
  examples: [
    ['Ejemplo: una avería antes de cobrar', 'Pida 200 € y devuélvalo en cuatro cuotas mensuales, cada una visible antes de solicitarlo.'],
    ['Ejemplo: devuelto antes de tiempo', 'Amortice cuando quiera y pague intereses solo por los días que tuvo el dinero.'],
    ['Ejemplo: un cliente que repite', 'Como cliente existente, pida hasta 1.500 € con la misma respuesta inmediata.'],
  ],
  exampleLabel: 'Ilustrativo',
};

/** Texts of the calculator pages: loaded with them (the build keeps one language). */
export const homeText = isSpain ? es : en;
