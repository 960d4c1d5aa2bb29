import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  about:
    'Pronto is a trading name of Pronto Finance Ltd, authorised and regulated by the Financial Conduct Authority (firm reference number 912345). Registered in England and Wales, company number 09876543.',
  example: 'Representative example: borrowing £200 over 4 months',
  more: 'More information',
  sisters: 'Our sister sites',
  cards: 'We accept',
  rights: 'All rights reserved.',
};

const es: Widen<typeof en> = {
  about:
    'Pronto es una marca de Pronto Finance España S.L. (NIF B12345678), inscrita en el Registro Mercantil de Madrid y en el Registro estatal de empresas de crédito al consumo (Ley 2/2009) con el número 0123.',
  example: 'Ejemplo representativo: un préstamo de 200\u00a0€ a 4 meses',
  more: 'Más información',
  sisters: 'Nuestras webs hermanas',
  cards: 'Aceptamos',
  rights: 'Todos los derechos reservados.',
};

/** Texts of the footer: loaded with it (its register link is in the site's bundle, the forms show it too). */
export const footerText = isSpain ? es : en;
