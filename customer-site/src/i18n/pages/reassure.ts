import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

/*
 * What a careful borrower checks before applying (a soft check, data protection, who regulates us, the
 * cost up front): the home page's strip and the side column of the registration form say it in the same words.
 */
const en = {
  reassureTitle: 'Before you apply',
  reassure: [
    ['A soft check first', 'Seeing whether we can lend to you uses a soft search, which does not affect your credit score.'],
    ['Your data protected', 'Your details travel encrypted and are used only to decide on and run your loan.'],
    [
      'Authorised and regulated',
      'Pronto Finance Ltd is authorised and regulated by the Financial Conduct Authority (firm reference number 912345).',
    ],
    [
      'The cost up front',
      'Every repayment, the total and the APR are on screen before you apply. A missed payment costs a £10 fee and 0.75% a day, never more than you borrowed.',
    ],
  ],
  dataLink: 'How we protect your data',
  nextTitle: 'What happens next',
  next: [
    'Confirm your mobile with a 4-digit PIN.',
    'Add your address and work details.',
    'Get an instant decision; once approved, the money is sent in about 30 minutes.',
  ],
  newTitle: 'New to Pronto?',
  newText: 'It takes about five minutes to apply.',
  helpTitle: 'Need help?',
};

const es: Widen<typeof en> = {
  reassureTitle: 'Antes de solicitarlo',
  reassure: [
    ['Consulta sin compromiso', 'Comprobar si podemos prestarle no afecta a su historial crediticio.'],
    ['Sus datos protegidos', 'Sus datos viajan cifrados y solo se usan para estudiar y gestionar su préstamo, conforme al RGPD.'],
    [
      'Empresa registrada',
      'Pronto Finance España S.L. está inscrita en el Registro estatal de empresas de crédito al consumo (Ley 2/2009) con el número 0123.',
    ],
    [
      'El coste, desde el principio',
      'Ve cada cuota, el total y la TAE antes de solicitarlo. Un pago atrasado cuesta 10 € de comisión y un 0,75 % diario, nunca más de lo prestado.',
    ],
  ],
  dataLink: 'Cómo protegemos sus datos',
  nextTitle: 'Qué pasa después',
  next: [
    'Confirme su móvil con un PIN de 4 cifras.',
    'Añada su dirección y sus datos laborales.',
    'Reciba una respuesta al instante; una vez aprobado, el dinero llega en unos 15 minutos.',
  ],
  newTitle: '¿Es nuevo en Pronto?',
  newText: 'La solicitud le llevará unos cinco minutos.',
  helpTitle: '¿Necesita ayuda?',
};

/** Reassurance texts of the home page and the form pages' side column. */
export const reassureText = isSpain ? es : en;
