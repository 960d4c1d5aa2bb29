import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

/** Texts of the home page below the calculator (loaded with that part, after the first paint). */
const en = {
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
  examplesTitle: 'Cómo puede ser un préstamo Pronto',
  examplesNote: 'Ejemplos ilustrativos con nuestras condiciones habituales, no clientes ni opiniones reales.',
  examples: [
    ['Ejemplo: una avería antes de cobrar', 'Pida 200 € y devuélvalo en cuatro cuotas mensuales, cada una visible antes de solicitarlo.'],
    ['Ejemplo: devuelto antes de tiempo', 'Amortice cuando quiera y pague intereses solo por los días que tuvo el dinero.'],
    ['Ejemplo: un cliente que repite', 'Como cliente existente, pida hasta 1.500 € con la misma respuesta inmediata.'],
  ],
  exampleLabel: 'Ilustrativo',
};

export const homeSectionsText = isSpain ? es : en;
