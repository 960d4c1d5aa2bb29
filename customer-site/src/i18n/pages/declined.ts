import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Application declined',
  text: 'Sorry. Your application is declined.',
  more: 'We are unable to offer you a loan at this time. You can read about free debt advice at moneyhelper.org.uk.',
  nextTitle: 'What you can do',
  creditFile: 'Check your credit file for free with Experian, Equifax or TransUnion: a mistake there can lead to a decline.',
  advice: { before: 'Free, confidential debt advice:', label: 'MoneyHelper', url: 'https://www.moneyhelper.org.uk' },
  ask: { before: 'Questions about this decision?', label: 'Contact us' },
};

const es: Widen<typeof en> = {
  title: 'Solicitud denegada',
  text: 'Lo sentimos. Su solicitud ha sido denegada.',
  more: 'No podemos ofrecerle un préstamo en este momento.',
  nextTitle: 'Qué puede hacer',
  creditFile:
    'Consulte gratis sus datos en los ficheros de solvencia (por ejemplo, ASNEF-Equifax o Experian Badexcred): un error en ellos puede llevar a una denegación.',
  advice: {
    before: 'Información gratuita sobre crédito y deudas:',
    label: 'Portal del Cliente Bancario',
    url: 'https://clientebancario.bde.es',
  },
  ask: { before: '¿Dudas sobre esta decisión?', label: 'Contacte con nosotros' },
};

/** Texts of the declined page: loaded with those pages, not with the site (the build keeps one language). */
export const declinedText = isSpain ? es : en;
